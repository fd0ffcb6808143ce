import type { Mention, Signal } from '@argus/contract';
import { buildIdIndex, rowOf, type IdIndex } from '../shared/id-index';
import { newestFirstOrder } from '../shared/newest-first';
import { createFeatureHasher, NO_CONTEXT, type RelevanceContext, type RelevanceItemKind } from './relevance-features';
import { isColdStart, MAX_LOGIT, sigmoid, type RelevanceModel } from './relevance-model';

// "Most relevant first" (issue 39, ADR 0137): a folder's items prepared once per load (their feature hashes in two
// typed arrays), then ranked after each model change in one tight loop and one numeric sort. One semantics for the
// browser's worker and the server: score descending, where scores are compared as logits rounded to multiples of
// 2^-20 (LOGIT_STEP), then newest first (publish date, then id, descending).

/** Scores at or above this mark their item "For you" (never in the cold start). */
export const FOR_YOU_THRESHOLD = 0.75;

/** Logits are compared in steps of 2^-20: closer ones are a tie, broken newest first. */
export const LOGIT_STEP = 2 ** -20;

/** The most logit steps either way (±MAX_LOGIT): keys MAX_STEPS − steps lie in [0, 2 × MAX_STEPS] < 2^26. */
const MAX_STEPS = MAX_LOGIT / LOGIT_STEP;
const RADIX_BITS = 13;
const RADIX = 1 << RADIX_BITS;

export type PreparedRelevance = {
  kind: RelevanceItemKind;
  /** The items as given; rows are their positions. */
  count: number;
  /**
   * Feature hashes by newest-first position (so that ranking reads them in sequence): the item at position p (row
   * newestOrder[p]) has hashes[offsets[p]] … hashes[offsets[p + 1] - 1].
   */
  offsets: Uint32Array;
  hashes: Uint32Array;
  /** Row → its position in newest-first order, and back. */
  newestRank: Uint32Array;
  newestOrder: Uint32Array;
  /** Row by item id. */
  ids: IdIndex;
};

export type RelevanceRanking = {
  /** Rows, the most relevant first (newest first in the cold start). */
  order: Uint32Array;
  /** Each ordered row's logit (within ±MAX_LOGIT): logits[i] belongs to order[i]; its score: `scoreAt(ranking, i)`. */
  logits: Float64Array;
  /** The model has fewer than COLD_START_REVIEWS reviews: the order is newest first, and the screen says so. */
  coldStart: boolean;
};

function idOf(item: Signal | Mention) {
  return 'uuid' in item ? item.uuid : item.id;
}

/** Once per folder load: each item's feature hashes and its newest-first rank. */
export function prepareRelevance(
  items: readonly (Signal | Mention)[],
  kind: RelevanceItemKind,
  context: RelevanceContext = NO_CONTEXT,
): PreparedRelevance {
  const newestOrder = Uint32Array.from(newestFirstOrder(items, (item) => item.publishDate, idOf));
  const newestRank = new Uint32Array(items.length);
  for (let position = 0; position < newestOrder.length; position++) newestRank[newestOrder[position]!] = position;
  const hasher = createFeatureHasher(kind, context);
  const offsets = new Uint32Array(items.length + 1);
  const hashes: number[] = [];
  for (let position = 0; position < items.length; position++) {
    hasher.appendHashesOf(items[newestOrder[position]!]!, hashes);
    offsets[position + 1] = hashes.length;
  }
  return {
    kind,
    count: items.length,
    offsets,
    hashes: Uint32Array.from(hashes),
    newestRank,
    newestOrder,
    ids: buildIdIndex(items.length, (row) => idOf(items[row]!)),
  };
}

/** The rows of the given item ids (a filter's answer), skipping ids the prepared folder does not hold. */
export function rowsOfIds(prepared: PreparedRelevance, ids: Iterable<string>): Uint32Array {
  const rows: number[] = [];
  for (const id of ids) {
    const row = rowOf(prepared.ids, id);
    if (row !== undefined) rows.push(row);
  }
  return Uint32Array.from(rows);
}

/** A logit as the sort compares it: a whole number of LOGIT_STEPs (±MAX_LOGIT is ±31,457,280 of them). */
export function logitSteps(logit: number): number {
  return Math.round(logit / LOGIT_STEP);
}

/** The newest-first positions of the chosen rows: all of them, or those given (a mark per row, then one pass). */
function chosenPositions(prepared: PreparedRelevance, rows: ArrayLike<number> | undefined) {
  const positions = new Uint32Array(rows === undefined ? prepared.count : rows.length);
  if (rows === undefined) {
    for (let position = 0; position < prepared.count; position++) positions[position] = position;
    return positions;
  }
  const chosen = new Uint8Array(prepared.count);
  for (let index = 0; index < rows.length; index++) chosen[rows[index]!] = 1;
  let next = 0;
  for (let position = 0; position < prepared.count; position++) {
    if (chosen[prepared.newestOrder[position]!] === 1) positions[next++] = position;
  }
  return next === positions.length ? positions : positions.subarray(0, next);
}

/**
 * Sorts the positions by key ascending, stably: a least-significant-digit radix sort, 2 passes of 13 bits over 26-bit
 * keys, both histograms counted in one pass
 * (a comparison sort of 200,000 items takes several times longer).
 */
function radixSortRows(rows: Uint32Array, keys: Uint32Array) {
  const count = rows.length;
  const mask = RADIX - 1;
  const low = new Uint32Array(RADIX);
  const high = new Uint32Array(RADIX);
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    low[key & mask]!++;
    high[key >>> RADIX_BITS]!++;
  }
  let lowTotal = 0;
  let highTotal = 0;
  for (let bucket = 0; bucket < RADIX; bucket++) {
    const lowSize = low[bucket]!;
    const highSize = high[bucket]!;
    low[bucket] = lowTotal;
    high[bucket] = highTotal;
    lowTotal += lowSize;
    highTotal += highSize;
  }
  const middleRows = new Uint32Array(count);
  const middleKeys = new Uint32Array(count);
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    const target = low[key & mask]!++;
    middleRows[target] = rows[index]!;
    middleKeys[target] = key;
  }
  const sorted = new Uint32Array(count);
  for (let index = 0; index < count; index++) sorted[high[middleKeys[index]! >>> RADIX_BITS]!++] = middleRows[index]!;
  return sorted;
}

/**
 * The rows (all, or those given, e.g. a filter's answer; each once) in "most relevant first" order: score descending,
 * ties newest first. With fewer than COLD_START_REVIEWS reviews, newest first and `coldStart`. Nothing is dropped: the
 * order is a permutation of the rows.
 */
export function rankByRelevance(
  prepared: PreparedRelevance,
  model: RelevanceModel,
  rows?: ArrayLike<number>,
): RelevanceRanking {
  const coldStart = isColdStart(model);
  const newest = chosenPositions(prepared, rows);
  const count = newest.length;
  const { offsets, hashes } = prepared;
  const { weights, bias } = model;
  // One pass in newest-first order: each chosen item's logit and its sort key (keys ascending = logits descending).
  const logits = new Float64Array(count);
  const keys = new Uint32Array(count);
  for (let position = 0; position < count; position++) {
    const at = newest[position]!;
    let sum = bias;
    const end = offsets[at + 1]!;
    for (let index = offsets[at]!; index < end; index++) sum += weights[hashes[index]!]!;
    const clamped = sum > MAX_LOGIT ? MAX_LOGIT : sum < -MAX_LOGIT ? -MAX_LOGIT : sum;
    logits[position] = clamped;
    keys[position] = MAX_STEPS - logitSteps(clamped);
  }
  const positions = new Uint32Array(count);
  for (let position = 0; position < count; position++) positions[position] = position;
  // The radix sort is stable: ties keep the newest-first order.
  const sorted = coldStart ? positions : radixSortRows(positions, keys);
  const order = new Uint32Array(count);
  const orderedLogits = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const position = sorted[index]!;
    order[index] = prepared.newestOrder[newest[position]!]!;
    orderedLogits[index] = logits[position]!;
  }
  return { order, logits: orderedLogits, coldStart };
}

/** The score in (0, 1) of the item at this position of the ranking. */
export function scoreAt(ranking: Pick<RelevanceRanking, 'logits'>, position: number): number {
  return sigmoid(ranking.logits[position]!);
}

/** Whether the item at this position of the ranking gets the "For you" mark: never in the cold start. */
export function isForYou(ranking: Pick<RelevanceRanking, 'coldStart' | 'logits'>, position: number): boolean {
  return !ranking.coldStart && scoreAt(ranking, position) >= FOR_YOU_THRESHOLD;
}

/** Prepares and ranks plain items at once (a short list, or the server's page of a folder too big to hold). */
export function rankItemsByRelevance(
  items: readonly (Signal | Mention)[],
  kind: RelevanceItemKind,
  model: RelevanceModel,
  context: RelevanceContext = NO_CONTEXT,
): RelevanceRanking {
  return rankByRelevance(prepareRelevance(items, kind, context), model);
}
