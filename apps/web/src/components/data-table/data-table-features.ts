import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';

/** What a column tells the table beyond TanStack's definition: its width and alignment. */
export type DataTableColumnMeta = {
  /** A CSS width (the table lays out fixed, so that virtualised rows keep their columns). */
  width?: number | string;
  align?: 'left' | 'right';
  /** Left out on phone-sized screens (spec section 9's 576 px), where only the columns that identify a row fit. */
  hideOnNarrow?: boolean;
};

/** The features every list of the app uses: sorting (on the client, or by the server in manual mode). */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, datetime: sortFn_datetime, text: sortFn_text },
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;
// Columns of one table hold values of different types; TanStack's own column helper types such a list with any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;
export type { RowData, SortingState };

/** Typed column builders for one row type: `const column = createDataTableColumns<UserRecord>()`. */
export function createDataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
