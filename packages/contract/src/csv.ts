// CSV as every export of Argus writes it (RFC 4180 quoting, CRLF lines), in the browser and on the server alike.

/**
 * One cell. A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe: signal
 * and mention texts come from the web and usernames from a login form, and an export must not become a way to run them.
 */
export function toCsvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, ended by CRLF. */
export function toCsvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`;
}
