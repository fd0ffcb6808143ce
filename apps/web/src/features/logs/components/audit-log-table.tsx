import { ActionIcon, Anchor, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { AUDIT_TARGET_TYPE_LABELS, auditActionLabel, type AuditLogEntry, type AuditTargetType } from '@argus/contract';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../components/data-table/data-table-features';
import { formatLogTime } from '../lib/format-log-time';
import { OutcomeBadge } from './outcome-badge';

const column = createDataTableColumns<AuditLogEntry>();
// The server answers newest first and pages by keyset: there is no other order to offer.
const NO_SORTING: never[] = [];
const ignoreSorting = () => undefined;

export const targetTypeLabel = (type: string | null) =>
  type ? (AUDIT_TARGET_TYPE_LABELS[type as AuditTargetType] ?? type) : null;

type AuditLogTableProps = {
  entries: AuditLogEntry[];
  loading: boolean;
  refreshing: boolean;
  emptyMessage: string;
  onOpenEntry: (entry: AuditLogEntry) => void;
  /** Filters the log to this user's entries. */
  onPickUser: (username: string) => void;
  toolbar: ReactNode;
  footer: ReactNode;
};

function buildColumns({ onOpenEntry, onPickUser }: Pick<AuditLogTableProps, 'onOpenEntry' | 'onPickUser'>) {
  return [
    column.accessor('at', {
      header: 'When',
      enableSorting: false,
      meta: { width: 112 },
      cell: (info) => {
        const { day, time } = formatLogTime(info.getValue());
        return (
          <time dateTime={info.getValue()}>
            <Text size="sm" ff="monospace" lh={1.3}>
              {day}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed" lh={1.3}>
              {time}
            </Text>
          </time>
        );
      },
    }),
    column.accessor('actorUsername', {
      header: 'User',
      enableSorting: false,
      meta: { width: 136, hideOnNarrow: true },
      cell: (info) => {
        const username = info.getValue();
        if (!username)
          return (
            <Text size="sm" c="dimmed">
              —
            </Text>
          );
        return (
          <Tooltip label="Show only this user's entries" openDelay={400}>
            <Anchor component="button" type="button" size="sm" maw="100%" truncate onClick={() => onPickUser(username)}>
              {username}
            </Anchor>
          </Tooltip>
        );
      },
    }),
    column.accessor('action', {
      header: 'Action',
      enableSorting: false,
      cell: ({ row }) => {
        const { action, actorUsername, outcome } = row.original;
        return (
          <div>
            <Text size="sm" fw={500} truncate title={auditActionLabel(action)}>
              {auditActionLabel(action)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {action}
            </Text>
            {/* Phones have no User and Outcome columns: who, and a failure, are said here. */}
            <Group gap={6} wrap="nowrap" hiddenFrom="xs" mt={2}>
              {outcome !== 'success' && <OutcomeBadge outcome={outcome} />}
              <Text size="xs" truncate>
                {actorUsername ? `by ${actorUsername}` : ''}
              </Text>
            </Group>
          </div>
        );
      },
    }),
    column.accessor('outcome', {
      header: 'Outcome',
      enableSorting: false,
      meta: { width: 96, hideOnNarrow: true },
      cell: (info) => <OutcomeBadge outcome={info.getValue()} />,
    }),
    column.accessor('targetId', {
      header: 'Target',
      enableSorting: false,
      meta: { width: 200, hideOnNarrow: true },
      cell: ({ row }) => {
        const { targetType, targetId, customerName } = row.original;
        if (!targetType && !targetId)
          return (
            <Text size="sm" c="dimmed">
              —
            </Text>
          );
        return (
          <div>
            <Text size="sm" truncate title={targetId ?? undefined}>
              {targetTypeLabel(targetType)}{' '}
              <Text span size="xs" ff="monospace" c="dimmed">
                {targetId}
              </Text>
            </Text>
            {customerName && (
              <Text size="xs" c="dimmed" truncate>
                in {customerName}
              </Text>
            )}
          </div>
        );
      },
    }),
    column.accessor('address', {
      header: 'Address',
      enableSorting: false,
      meta: { width: 124, hideOnNarrow: true },
      cell: (info) => (
        <Text size="sm" ff="monospace" truncate title={info.getValue() ?? undefined}>
          {info.getValue() ?? '—'}
        </Text>
      ),
    }),
    column.display({
      id: 'details',
      header: () => <VisuallyHidden>Details</VisuallyHidden>,
      meta: { width: 48, align: 'right' },
      cell: ({ row }) => (
        <ActionIcon
          variant="subtle"
          aria-label={`Details of entry ${row.original.id}`}
          onClick={() => onOpenEntry(row.original)}
        >
          <IconListDetails size={18} />
        </ActionIcon>
      ),
    }),
  ];
}

/** One page of the audit log: who, when, what, on which target, from where, and whether it went through. */
export function AuditLogTable({
  entries,
  loading,
  refreshing,
  emptyMessage,
  toolbar,
  footer,
  ...handlers
}: AuditLogTableProps) {
  // Rebuilt on each render: the handlers close over the URL's current filters; a page holds at most 50 rows.
  const columns = buildColumns(handlers);
  return (
    <DataTable
      label="Audit log"
      data={entries}
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      sorting={NO_SORTING}
      onSortingChange={ignoreSorting}
      manualSorting
      loading={loading}
      refreshing={refreshing}
      emptyMessage={emptyMessage}
      minWidth={900}
      toolbar={toolbar}
      footer={footer}
    />
  );
}
