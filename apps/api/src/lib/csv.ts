/**
 * One CSV cell (RFC 4180 quoting), as the web app's `lib/csv.ts` writes them. A cell that a spreadsheet would run
 * as a formula (=, +, -, @ first) gets a leading apostrophe: usernames typed into a failed login and record names
 * come from outside, and an export must not become a way to run them.
 */
export function toCsvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, ended by CRLF as RFC 4180 has it. */
export function toCsvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}
