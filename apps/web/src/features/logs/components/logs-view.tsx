import { Alert, Button, Stack, Text } from '@mantine/core';
import { MAX_AUDIT_LOG_EXPORT_ROWS, type AuditLogEntry } from '@argus/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { showAlert, showErrorAlert } from '../../../components/alert/show-alert';
import { ApiError, describeError } from '../../../lib/errors';
import { sentenceCase } from '../../../shared/forms/form-validation';
import { exportAuditLog } from '../api/export-audit-log';
import { auditLogPageQueryOptions } from '../api/get-audit-log';
import { useLogUrl } from '../hooks/use-log-url';
import { filterFieldOf, hasLogFilters, toAuditLogQuery, type LogFilters } from '../lib/log-filters';
import { AuditLogTable } from './audit-log-table';
import { LogEntryDrawer } from './log-entry-drawer';
import { LogFiltersBar } from './log-filters-bar';
import { LogPager } from './log-pager';
import { formatCount } from '../../../lib/format-count';

export const LOG_PAGE_SIZE = 50;
const NO_ENTRIES: AuditLogEntry[] = [];

/** The server's refusal of a filter (400 naming it), as the message beside that filter; null for other failures. */
function refusedFilter(error: unknown): { field: keyof LogFilters | 'cursor'; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  const field = filterFieldOf(error.field);
  if (!field) return null;
  const prefix = `${error.field}: `;
  const message = sentenceCase(error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message);
  // One picker holds both ends of the range: say which end is wrong.
  if (error.field === 'from' || error.field === 'to') {
    return {
      field,
      message: `${error.field === 'from' ? 'Start' : 'End'}: ${message.replace(/ from$/, ' the start')}`,
    };
  }
  return { field, message };
}

/**
 * The Logs screen (admins): the audit log newest first, filtered by the URL's filters on the server, paged by keyset,
 * exported as CSV by the server, one entry's details in a drawer.
 */
export function LogsView() {
  const url = useLogUrl();
  const query = useMemo(() => toAuditLogQuery(url.filters), [url.filters]);
  const page = useQuery(auditLogPageQueryOptions({ ...query, cursor: url.cursor, size: LOG_PAGE_SIZE }));
  const [openEntry, setOpenEntry] = useState<AuditLogEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtered = hasLogFilters(url.filters);

  const refusal = page.isError ? refusedFilter(page.error) : null;
  const errors: Partial<Record<keyof LogFilters, string>> =
    refusal && refusal.field !== 'cursor' ? { [refusal.field]: refusal.message } : {};
  // A refused filter keeps no stale rows under it: the table says what to do instead.
  const entries = page.isError ? NO_ENTRIES : (page.data?.entries ?? NO_ENTRIES);

  const pickUser = (user: string) => {
    setOpenEntry(null);
    url.changeFilters({ user });
  };
  const pickTarget = (targetType: string | null, targetId: string) => {
    setOpenEntry(null);
    url.changeFilters({ targetType: targetType ?? '', targetId });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const { truncatedAt } = await exportAuditLog(query);
      if (truncatedAt !== null) {
        showAlert(
          'info',
          'Export limited',
          `The file holds the newest ${formatCount(truncatedAt)} matching entries. Narrow the filters (e.g. the date range) to export older ones.`,
        );
      }
    } catch (error) {
      const refused = refusedFilter(error);
      if (!refused) showErrorAlert(error, 'Logs Export Error');
    } finally {
      setExporting(false);
    }
  };

  const emptyMessage = refusal
    ? 'Correct the marked filter to see the log.'
    : filtered
      ? 'No log entries match the filters.'
      : 'The log has no entries yet.';

  return (
    <Stack gap="md">
      <LogFiltersBar
        filters={url.filters}
        onChange={url.changeFilters}
        errors={errors}
        filtered={filtered}
        exporting={exporting}
        onExport={() => void runExport()}
      />
      {page.isError && !refusal && <LoadFailure error={page.error} onRetry={() => void page.refetch()} />}
      {refusal?.field === 'cursor' && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} title="This page link is not valid">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refusal.message}. The log can be read from its newest entries.</Text>
            <Button size="xs" variant="light" onClick={url.newest}>
              Go to the newest entries
            </Button>
          </Stack>
        </Alert>
      )}
      <AuditLogTable
        entries={entries}
        loading={page.isPending}
        refreshing={page.isPlaceholderData}
        emptyMessage={page.isError && !refusal ? 'The log could not be read.' : emptyMessage}
        onOpenEntry={setOpenEntry}
        onPickUser={pickUser}
        toolbar={null}
        footer={
          <LogPager
            pageIndex={url.pageIndex}
            pageSize={LOG_PAGE_SIZE}
            shown={entries.length}
            hasOlder={!page.isPlaceholderData && !!page.data?.nextCursor && !page.isError}
            onNewest={url.newest}
            onNewer={url.newer}
            onOlder={() => page.data?.nextCursor && url.older(page.data.nextCursor)}
          />
        }
      />
      <Text size="xs" c="dimmed">
        Times are in your time zone. The CSV export holds every matching entry, newest first, up to{' '}
        {formatCount(MAX_AUDIT_LOG_EXPORT_ROWS)}; its times are UTC.
      </Text>
      <LogEntryDrawer
        entry={openEntry}
        onClose={() => setOpenEntry(null)}
        onPickUser={pickUser}
        onPickTarget={pickTarget}
      />
    </Stack>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { title, message } = describeError(error, 'The log could not be read');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
