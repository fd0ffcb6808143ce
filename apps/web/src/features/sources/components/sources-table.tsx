import type { Source } from '@argus/contract';
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import {
  createDataTableColumns,
  type DataTableColumn,
  type SortingState,
} from '../../../components/data-table/data-table-features';
import { RelativeTimeText } from '../../../components/relative-time/relative-time-text';
import { intervalText, shortUrl } from '../lib/source-health';
import { SourceRowActions, type SourceActions } from './source-row-actions';
import { HttpStatusBadge, SourceHealthBadge } from './source-status';

export const EVERY_DISCOVERY_FOLDER = 'Every folder with discovery';

type SourcesTableProps = SourceActions & {
  sources: Source[];
  loading: boolean;
  emptyMessage: string;
  folderLabel: (customerName: string) => string;
  toolbar: ReactNode;
};

const column = createDataTableColumns<Source>();

function foldersText(source: Source, folderLabel: (customerName: string) => string): string {
  return source.customers.length === 0 ? EVERY_DISCOVERY_FOLDER : source.customers.map(folderLabel).join(', ');
}

function NameCell({ source, folderLabel }: { source: Source; folderLabel: (customerName: string) => string }) {
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" fw={600} truncate="end" title={source.name}>
          {source.name}
        </Text>
        <SourceHealthBadge source={source} />
      </Group>
      <Anchor href={source.url} target="_blank" rel="noreferrer noopener" size="xs" truncate="end" title={source.url}>
        {shortUrl(source.url)}
      </Anchor>
      {source.lastError && (
        <Text size="xs" c="red" lineClamp={2} title={source.lastError}>
          {source.lastError}
        </Text>
      )}
      {/* The other columns are left out on phones (hideOnNarrow): the essentials show here instead. */}
      <Text size="xs" c="dimmed" hiddenFrom="xs" component="div">
        {intervalText(source.intervalMinutes)} · last fetch{' '}
        <RelativeTimeText value={source.lastFetchedAt} fallback="never" size="xs" span />
      </Text>
      <Text size="xs" c="dimmed" truncate hiddenFrom="xs">
        {foldersText(source, folderLabel)}
      </Text>
    </Stack>
  );
}

function ScheduleCell({ source }: { source: Source }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{intervalText(source.intervalMinutes)}</Text>
      {source.paused ? (
        <Text size="xs" c="dimmed">
          Paused
        </Text>
      ) : (
        <Text size="xs" c="dimmed" component="div">
          next <RelativeTimeText value={source.nextFetchAt} fallback="—" size="xs" span />
        </Text>
      )}
    </Stack>
  );
}

/** New and seen items of the last fetch. */
function ItemsCell({ source }: { source: Source }) {
  if (source.lastNewItems === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const seen = source.lastSeenItems ?? 0;
  return (
    <Text size="sm" title={`${source.lastNewItems} new, ${seen} seen`}>
      <b>{source.lastNewItems}</b> / {seen}
    </Text>
  );
}

type ColumnInput = SourceActions & { folderLabel: (customerName: string) => string };

function buildColumns({ folderLabel, ...actions }: ColumnInput): DataTableColumn<Source>[] {
  return [
    column.accessor('name', {
      header: 'Source',
      sortFn: 'text',
      cell: ({ row }) => <NameCell source={row.original} folderLabel={folderLabel} />,
    }),
    column.accessor((source) => foldersText(source, folderLabel), {
      id: 'folders',
      header: 'Folders',
      sortFn: 'text',
      meta: { hideOnNarrow: true, width: 150 },
      cell: ({ row, getValue }) => (
        <Text
          size="sm"
          lineClamp={2}
          title={getValue<string>()}
          c={row.original.customers.length === 0 ? 'dimmed' : undefined}
        >
          {getValue<string>()}
        </Text>
      ),
    }),
    column.accessor((source) => source.nextFetchAt ?? '', {
      id: 'schedule',
      header: 'Schedule',
      meta: { hideOnNarrow: true, width: 130 },
      cell: ({ row }) => <ScheduleCell source={row.original} />,
    }),
    column.accessor((source) => source.lastFetchedAt ?? '', {
      id: 'lastFetchedAt',
      header: 'Last fetch',
      meta: { hideOnNarrow: true, width: 120 },
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <RelativeTimeText value={row.original.lastFetchedAt} fallback="Never" style={{ whiteSpace: 'nowrap' }} />
          {row.original.lastHttpStatus !== null && <HttpStatusBadge status={row.original.lastHttpStatus} />}
        </Stack>
      ),
    }),
    column.accessor((source) => source.lastNewItems ?? -1, {
      id: 'items',
      header: 'New / seen',
      meta: { hideOnNarrow: true, width: 132, align: 'right' },
      cell: ({ row }) => <ItemsCell source={row.original} />,
    }),
    column.accessor('failuresInARow', {
      header: 'Failures',
      meta: { hideOnNarrow: true, width: 88, align: 'right' },
      cell: (info) => (
        <Text size="sm" c={info.getValue() > 0 ? 'red' : 'dimmed'} fw={info.getValue() > 0 ? 700 : undefined}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { width: 84, align: 'right' },
      cell: ({ row }) => <SourceRowActions source={row.original} {...actions} />,
    }),
  ];
}

/** The Sources list: each feed with its health at a glance, and its actions. */
export function SourcesTable({
  sources,
  loading,
  emptyMessage,
  folderLabel,
  onEdit,
  onOpenLog,
  onDelete,
  toolbar,
}: SourcesTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const columns = useMemo(
    () => buildColumns({ folderLabel, onEdit, onOpenLog, onDelete }),
    [folderLabel, onEdit, onOpenLog, onDelete],
  );
  return (
    <DataTable
      label="Sources"
      data={sources}
      columns={columns}
      getRowId={(source) => source.id}
      sorting={sorting}
      onSortingChange={setSorting}
      loading={loading}
      emptyMessage={emptyMessage}
      minWidth={940}
      toolbar={toolbar}
    />
  );
}
