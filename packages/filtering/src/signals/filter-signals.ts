import type { Signal } from '@argus/contract';
import { TOP_AFFECTED_COMPANIES, TOP_EVENT_TYPES } from '@argus/contract';
import type { SignalCriteria } from '../criteria/signal-criteria';
import { dayBounds } from '../shared/day-bounds';
import { selectionMask } from '../shared/interned-column';
import { topByCount, type Ranked } from '../shared/rank';
import { NO_REVIEWS, reviewPassTable, reviewStatusColumn, reviewStepActive, type Reviews } from '../shared/reviews';
import type { PreparedSignals } from './prepare-signals';

export type SignalFilterResult = {
  /** The displayed signals, newest first. */
  signals: Signal[];
  /** Their rows in `PreparedSignals.signals` (a compact, transferable form of the same list). */
  rows: Uint32Array;
  /** How many signals passed every step before the event-type selection. */
  matchedBeforeEventTypes: number;
  /** The 10 most frequent event types among the signals before the event-type selection. */
  topEventTypes: Ranked[];
  /** The 5 most frequent target entities among the displayed signals. */
  topCompanies: Ranked[];
};

/**
 * Spec section 4, in its order: date range, company, media segment, minimum reliability, language, result, review
 * status; newest first (the prepared order); the top event types of those; then the selected event types; then the
 * top affected companies of what is displayed. One pass over the date range's rows with typed-array lookups.
 */
export function filterSignals(
  prepared: PreparedSignals,
  criteria: SignalCriteria,
  reviews: Reviews = NO_REVIEWS,
): SignalFilterResult {
  const { signals } = prepared;
  const { start, end } = dayBounds(
    signals.length,
    (row) => signals[row]!.publishDate,
    criteria.dateBegin,
    criteria.dateEnd,
  );
  const companyMask = selectionMask(prepared.company, criteria.companyNames);
  const mediaMask = selectionMask(prepared.mediaSegment, criteria.mediaSegments);
  const languageMask = selectionMask(prepared.language, criteria.languages);
  const resultMask = selectionMask(prepared.result, criteria.results);
  const level = criteria.reliability;
  const reviewPass = reviewPassTable(criteria.reviews, criteria.hideDisliked);
  const statuses = reviewStepActive(reviewPass) ? reviewStatusColumn(signals.length, prepared.ids, reviews) : null;

  const companies = prepared.company.codes;
  const media = prepared.mediaSegment.codes;
  const languages = prepared.language.codes;
  const results = prepared.result.codes;
  const eventTypes = prepared.eventType.codes;
  const reliability = prepared.reliability;
  const eventTypeCounts = new Uint32Array(prepared.eventType.values.length);
  const matched = new Uint32Array(end - start);
  let matchedCount = 0;
  for (let row = start; row < end; row++) {
    if (companyMask !== null && companyMask[companies[row]!] === 0) continue;
    if (mediaMask !== null && mediaMask[media[row]!] === 0) continue;
    if (level > 0 && reliability[row]! < level) continue;
    if (languageMask !== null && languageMask[languages[row]!] === 0) continue;
    if (resultMask !== null && resultMask[results[row]!] === 0) continue;
    if (statuses !== null && reviewPass[statuses[row]!] === 0) continue;
    matched[matchedCount++] = row;
    eventTypeCounts[eventTypes[row]!]!++;
  }
  const topEventTypes = topByCount(prepared.eventType.values, eventTypeCounts, TOP_EVENT_TYPES);

  const eventTypeMask = selectionMask(prepared.eventType, criteria.eventTypes);
  let shownCount = matchedCount;
  if (eventTypeMask !== null) {
    shownCount = 0;
    for (let index = 0; index < matchedCount; index++) {
      const row = matched[index]!;
      if (eventTypeMask[eventTypes[row]!] === 1) matched[shownCount++] = row;
    }
  }
  const rows = matched.slice(0, shownCount);
  const companyCounts = new Uint32Array(prepared.company.values.length);
  const shown = new Array<Signal>(shownCount);
  for (let index = 0; index < shownCount; index++) {
    const row = rows[index]!;
    companyCounts[companies[row]!]!++;
    shown[index] = signals[row]!;
  }
  return {
    signals: shown,
    rows,
    matchedBeforeEventTypes: matchedCount,
    topEventTypes,
    topCompanies: topByCount(prepared.company.values, companyCounts, TOP_AFFECTED_COMPANIES),
  };
}
