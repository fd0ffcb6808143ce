import { toCsv } from '../../lib/csv';

/** A CSV column: its header, and how an item fills it (null leaves it empty). */
export type ItemCsvColumn<T> = readonly [header: string, value: (item: T) => string | null];

/** The writer of a stream's Export CSV: the shown items, one line each after the header, in the columns' order. */
export function itemsCsvWriter<T>(columns: readonly ItemCsvColumn<T>[]): (items: readonly T[]) => string {
  const csvColumns = columns.map(([header, value]) => ({ header, value }));
  return (items) => toCsv(csvColumns, items);
}
