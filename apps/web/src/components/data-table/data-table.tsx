import { Center, Loader, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTable, type OnChangeFn, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import classes from './data-table.module.css';
import {
  dataTableFeatures,
  type DataTableColumn,
  type DataTableFeatures,
  type RowData,
  type SortingState,
} from './data-table-features';
import { MOBILE_QUERY } from '../../lib/mobile-query';
import { useMediaMatches } from '../hooks/use-media-matches';

type DataTableProps<TData extends RowData> = {
  /** Names the table for assistive technology, e.g. "Users". */
  label: string;
  data: TData[];
  columns: DataTableColumn<TData>[];
  getRowId: (row: TData) => string;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  /** The server sorts (and pages) the rows; the table shows them in the order given. */
  manualSorting?: boolean;
  /** Above the table: the search box and the list's actions. */
  toolbar?: ReactNode;
  /** Below the table: e.g. a pager for a list paged on the server. */
  footer?: ReactNode;
  /** No rows yet (first load); with rows, `refreshing` dims them instead. */
  loading?: boolean;
  refreshing?: boolean;
  emptyMessage: string;
  /** The scroll box's height limit; rows beyond it are rendered only when scrolled into view. */
  maxHeight?: string;
  /** Table min width, so that screens a little too narrow scroll sideways instead of squeezing the columns. */
  minWidth?: number;
};

const ESTIMATED_ROW_HEIGHT = 45;
const OVERSCAN_ROWS = 8;
const EMPTY_ROW_COLUMNS_FALLBACK = 1;

/**
 * The one table of the app's lists (TanStack Table + Virtual, drawn with Mantine): sortable headers, a toolbar slot,
 * and only the rows in view rendered, so that a list of thousands scrolls like one of ten.
 */
export function DataTable<TData extends RowData>({
  label,
  data,
  columns,
  getRowId,
  sorting,
  onSortingChange,
  manualSorting = false,
  toolbar,
  footer,
  loading = false,
  refreshing = false,
  emptyMessage,
  maxHeight = 'max(360px, calc(100dvh - 300px))',
  minWidth = 720,
}: DataTableProps<TData>) {
  // TanStack's hooks hand back one mutable instance: React Compiler would keep what its getters answered on the first
  // render (its rows, its visible items) and never ask again (ADR 0118).
  'use no memo';
  const narrow = useMediaMatches(MOBILE_QUERY);
  const shownColumns = useMemo(
    () => (narrow ? columns.filter((column) => !column.meta?.hideOnNarrow) : columns),
    [columns, narrow],
  );
  const table = useTable<DataTableFeatures, TData>({
    features: dataTableFeatures,
    columns: shownColumns,
    data,
    getRowId,
    state: { sorting },
    onSortingChange,
    manualSorting,
    enableSortingRemoval: false,
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.id,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  // Spacer rows keep the scroll height of all rows while only those in view are in the DOM.
  const paddingTop = items.length > 0 ? items[0]!.start : 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const columnCount = table.getAllLeafColumns().length || EMPTY_ROW_COLUMNS_FALLBACK;

  const renderRow = (row: Row<DataTableFeatures, TData>, index: number) => (
    <Table.Tr key={row.id} data-index={index} ref={virtualizer.measureElement}>
      {row.getAllCells().map((cell) => (
        <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align}>
          <table.FlexRender cell={cell} />
        </Table.Td>
      ))}
    </Table.Tr>
  );

  return (
    <Stack gap="sm">
      {toolbar}
      <div
        ref={scrollRef}
        className={classes.scroll}
        style={{ maxHeight }}
        data-refreshing={refreshing || undefined}
        aria-busy={loading || refreshing}
      >
        <Table stickyHeader highlightOnHover layout="fixed" miw={narrow ? undefined : minWidth} aria-label={label}>
          <colgroup>
            {table.getAllLeafColumns().map((column) => (
              <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  return (
                    <Table.Th
                      key={header.id}
                      ta={header.column.columnDef.meta?.align}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <UnstyledButton
                          className={classes.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden className={classes.sortIdle} />
                          )}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Center py="xl">
                    {loading ? <Loader size="sm" aria-label="Loading" /> : <Text c="dimmed">{emptyMessage}</Text>}
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : (
              <>
                {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
                {items.map((item) => renderRow(rows[item.index]!, item.index))}
                {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
              </>
            )}
          </Table.Tbody>
        </Table>
      </div>
      {footer}
    </Stack>
  );
}
