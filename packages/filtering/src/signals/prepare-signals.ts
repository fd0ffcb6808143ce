import { UNCATEGORISED, type Signal } from '@argus/contract';
import { buildIdIndex, type IdIndex } from '../shared/id-index';
import { internColumn, type InternedColumn } from '../shared/interned-column';
import { newestFirstOrder } from '../shared/newest-first';
import { reliabilityRank } from '../shared/reliability';

/** Interned in place of a missing target entity id. */
export const NO_ENTITY = '';

/** Interned in place of a missing result, so that no selected result label matches it. */
export const NO_RESULT = '\u0000no result';

/**
 * A folder's signals prepared once per load for fast filtering (ADR 0030): sorted newest first, so the date range is
 * a contiguous run and the output needs no sort; categorical fields as interned codes in typed arrays; reliability
 * as its rank; an index from id to row, so the few reviewed ids become a status column cheaply.
 * Signal ids are unique in a folder (the folder store merges by id).
 */
export type PreparedSignals = {
  /** The folder's signals, newest first (publish date, then id, descending). */
  signals: Signal[];
  company: InternedColumn;
  mediaSegment: InternedColumn;
  language: InternedColumn;
  result: InternedColumn;
  eventType: InternedColumn;
  /** The event type's category; UNCATEGORISED for none (the Overview's timeline). */
  category: InternedColumn;
  /** The linked target entity's id; NO_ENTITY for none (the Map). */
  entity: InternedColumn;
  reliability: Uint8Array;
  /** Row by id. */
  ids: IdIndex;
};

export function prepareSignals(input: readonly Signal[]): PreparedSignals {
  const order = newestFirstOrder(
    input,
    (signal) => signal.publishDate,
    (signal) => signal.id,
  );
  const signals = order.map((index) => input[index]!);
  const reliability = new Uint8Array(signals.length);
  signals.forEach((signal, row) => {
    reliability[row] = reliabilityRank(signal.reliability);
  });
  return {
    signals,
    company: internColumn(signals.length, (row) => signals[row]!.targetEntityName),
    mediaSegment: internColumn(signals.length, (row) => signals[row]!.mediaSegment),
    language: internColumn(signals.length, (row) => signals[row]!.language),
    result: internColumn(signals.length, (row) => signals[row]!.result ?? NO_RESULT),
    eventType: internColumn(signals.length, (row) => signals[row]!.eventType),
    category: internColumn(signals.length, (row) => signals[row]!.category ?? UNCATEGORISED),
    entity: internColumn(signals.length, (row) => signals[row]!.targetEntityId ?? NO_ENTITY),
    reliability,
    ids: buildIdIndex(signals.length, (row) => signals[row]!.id),
  };
}
