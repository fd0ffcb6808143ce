/** One CSV column: its header and how a row fills it. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | null };

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: the text of a signal or mention comes from the web, and an export must not become a way to run it.
 */
export function toCsvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows as CSV, a header line first, lines ended by CRLF as RFC 4180 has it. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => toCsvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => toCsvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
