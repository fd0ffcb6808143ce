import { toCsvLine } from '@argus/contract';

/** One CSV column: its header and how a row fills it. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | null };

/** The rows as CSV, a header line first, lines ended by CRLF as RFC 4180 has it. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const header = toCsvLine(columns.map((column) => column.header));
  return header + rows.map((row) => toCsvLine(columns.map((column) => column.value(row)))).join('');
}
