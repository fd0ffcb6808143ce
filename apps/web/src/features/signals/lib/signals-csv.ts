import type { Signal } from '@argus/contract';

/** The columns the cards show, in their order (issue 5: export exactly the filtered rows and visible columns). */
const COLUMNS: { header: string; value: (signal: Signal) => string | null }[] = [
  { header: 'Publish date', value: (signal) => signal.publishDate.slice(0, 10) },
  { header: 'Target entity', value: (signal) => signal.targetEntityName },
  { header: 'Event type', value: (signal) => signal.eventType },
  { header: 'Category', value: (signal) => signal.category },
  { header: 'Reliability', value: (signal) => signal.reliability },
  { header: 'Media segment', value: (signal) => signal.mediaSegment },
  { header: 'Language', value: (signal) => signal.language },
  { header: 'Result', value: (signal) => signal.result },
  { header: 'Sentence', value: (signal) => signal.sentence },
  { header: 'Source', value: (signal) => signal.source },
  { header: 'URL', value: (signal) => signal.url },
];

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: the text of a signal comes from the web, and an export must not become a way to run it.
 */
export function toCsvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The shown signals as CSV, a header line first, lines ended by CRLF as RFC 4180 has it. */
export function toSignalsCsv(signals: readonly Signal[]): string {
  const lines = [COLUMNS.map((column) => toCsvCell(column.header)).join(',')];
  for (const signal of signals) lines.push(COLUMNS.map((column) => toCsvCell(column.value(signal))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
