import type { Signal } from '@argus/contract';
import { toCsv, type CsvColumn } from '../../../lib/csv';

/**
 * The columns the cards show, in their order (issue 5: export exactly the filtered rows and visible columns), with the
 * D-U-N-S number beside the company and the signal's id last, so that a row can be matched to other systems and back.
 */
const COLUMNS: CsvColumn<Signal>[] = [
  { header: 'Publish date', value: (signal) => signal.publishDate.slice(0, 10) },
  { header: 'Target entity', value: (signal) => signal.targetEntityName },
  { header: 'D-U-N-S number', value: (signal) => signal.dunsId },
  { header: 'Event type', value: (signal) => signal.eventType },
  { header: 'Category', value: (signal) => signal.category },
  { header: 'Reliability', value: (signal) => signal.reliability },
  { header: 'Media segment', value: (signal) => signal.mediaSegment },
  { header: 'Language', value: (signal) => signal.language },
  { header: 'Result', value: (signal) => signal.result },
  { header: 'Sentence', value: (signal) => signal.sentence },
  { header: 'Source', value: (signal) => signal.source },
  { header: 'URL', value: (signal) => signal.url },
  { header: 'Signal ID', value: (signal) => signal.id },
];

/** The shown signals as CSV, one line each after the header. */
export function toSignalsCsv(signals: readonly Signal[]): string {
  return toCsv(COLUMNS, signals);
}
