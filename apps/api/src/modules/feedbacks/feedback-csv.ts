import { toCsvLine, type FeedbackReportRow } from '@argus/contract';

// The Feedbacks report's CSV file (RFC 4180, CRLF lines), written by the server so that it holds every filtered row.

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

export const feedbackCsvHeader = () => toCsvLine(COLUMNS.map(([header]) => header));

export const feedbackCsvLine = (row: FeedbackReportRow) => toCsvLine(COLUMNS.map(([, value]) => value(row)));
