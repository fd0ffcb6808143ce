import type { Signal } from '@argus/contract';
import { itemsCsvWriter } from '../../../shared/item-stream/items-csv';

/**
 * The shown signals as CSV: the columns the cards show, in their order (export exactly the filtered rows and visible
 * columns), with the D-U-N-S number beside the company and the signal's id last, so that a row can be matched to
 * other systems and back.
 */
export const toSignalsCsv = itemsCsvWriter<Signal>([
  ['Publish date', (signal) => signal.publishDate.slice(0, 10)],
  ['Target entity', (signal) => signal.targetEntityName],
  ['D-U-N-S number', (signal) => signal.dunsId],
  ['Event type', (signal) => signal.eventType],
  ['Category', (signal) => signal.category],
  ['Reliability', (signal) => signal.reliability],
  ['Media segment', (signal) => signal.mediaSegment],
  ['Language', (signal) => signal.language],
  ['Result', (signal) => signal.result],
  ['Sentence', (signal) => signal.sentence],
  ['Source', (signal) => signal.source],
  ['URL', (signal) => signal.url],
  ['Signal ID', (signal) => signal.id],
]);
