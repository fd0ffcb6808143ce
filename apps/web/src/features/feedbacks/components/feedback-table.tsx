import type { FeedbackReportRow } from '@argus/contract';
import { Text } from '@mantine/core';
import type { OnChangeFn } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { createDataTableColumns, type SortingState } from '../../../components/data-table/data-table-features';
import { FeedbackItemCell, formatMoment, type ItemLinkOf } from './feedback-item-cell';
import { FeedbackValueBadge } from './feedback-value-badge';

const column = createDataTableColumns<FeedbackReportRow>();

function buildColumns(linkOf: ItemLinkOf) {
  return [
    column.accessor('createdAt', {
      header: 'Date',
      meta: { width: 150, hideOnNarrow: true },
      cell: (info) => (
        <Text size="sm" ff="monospace" title={info.getValue()}>
          {formatMoment(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('feedback', {
      header: 'Feedback',
      meta: { width: 112 },
      cell: (info) => <FeedbackValueBadge value={info.getValue()} />,
    }),
    column.display({
      id: 'item',
      header: 'Signal or mention',
      cell: ({ row }) => <FeedbackItemCell row={row.original} linkOf={linkOf} />,
    }),
    column.accessor('eventType', {
      header: 'Event type',
      meta: { width: 180, hideOnNarrow: true },
      cell: (info) => (
        <Text size="sm" truncate c={info.getValue() === null ? 'dimmed' : undefined}>
          {info.getValue() ?? '—'}
        </Text>
      ),
    }),
    column.accessor('customerName', {
      id: 'customer',
      header: 'Customer',
      meta: { width: 170, hideOnNarrow: true },
      cell: ({ row }) => (
        <Text size="sm" truncate title={row.original.customerName ?? undefined}>
          {row.original.customerLabel ?? row.original.customerName ?? '—'}
        </Text>
      ),
    }),
    column.accessor('username', {
      id: 'user',
      header: 'User',
      meta: { width: 170, hideOnNarrow: true },
      cell: ({ row }) => (
        <Text size="sm" truncate title={row.original.username}>
          {row.original.displayName ?? row.original.username}
        </Text>
      ),
    }),
  ];
}

type FeedbackTableProps = {
  rows: FeedbackReportRow[];
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  loading: boolean;
  refreshing: boolean;
  filtered: boolean;
  /** A filter the server refused: no rows until it is fixed. */
  refused: boolean;
  linkOf: ItemLinkOf;
  toolbar: ReactNode;
  footer: ReactNode;
};

/** Every like and dislike of the filters, one page at a time, sorted by the server. */
export function FeedbackTable({ rows, linkOf, filtered, refused, ...props }: FeedbackTableProps) {
  const columns = useMemo(() => buildColumns(linkOf), [linkOf]);
  return (
    <DataTable
      label="Feedbacks"
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      manualSorting
      emptyMessage={
        refused
          ? 'Correct the marked filter to see feedback.'
          : filtered
            ? 'No feedback matches the filters.'
            : 'No feedback yet.'
      }
      minWidth={1000}
      {...props}
    />
  );
}
