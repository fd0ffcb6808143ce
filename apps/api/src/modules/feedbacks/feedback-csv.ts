import type { FeedbackReportRow } from '@argus/contract';

// The Feedbacks report's CSV file (RFC 4180, CRLF lines), written by the server so that it holds every filtered row.

/**
 * One cell. A cell a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe: titles come
 * from the web, and an export must not become a way to run them (the web app's lib/csv.ts does the same).
 */
export function toCsvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const COLUMNS: readonly [string, (row: FeedbackReportRow) => string | null][] = [
  ['Date', (row) => row.createdAt],
  ['Feedback', (row) => (row.feedback === 1 ? 'Like' : 'Dislike')],
  ['Item', (row) => (row.itemKind === 'signal' ? 'Signal' : 'Mention')],
  ['Event type', (row) => row.eventType],
  ['Customer', (row) => row.customerName],
  ['User', (row) => row.username],
  ['Company', (row) => row.company],
  ['Title', (row) => row.title],
  ['Published', (row) => row.publishDate],
  ['Item state', (row) => row.itemState],
  ['Event id', (row) => row.eventId],
];

export const feedbackCsvHeader = () => `${COLUMNS.map(([header]) => toCsvCell(header)).join(',')}\r\n`;

export const feedbackCsvLine = (row: FeedbackReportRow) =>
  `${COLUMNS.map(([, value]) => toCsvCell(value(row))).join(',')}\r\n`;
