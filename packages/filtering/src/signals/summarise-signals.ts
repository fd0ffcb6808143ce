import {
  OVERVIEW_DAILY_UP_TO_DAYS,
  RELIABLE_FROM_RANK,
  type OverviewBucket,
  type SignalOverview,
} from '@argus/contract';
import type { SignalCriteria } from '../criteria/signal-criteria';
import { dayCount, dayOf, previousRangeOf, weekStartOf, type DayRange } from '../shared/day';
import { topByCount } from '../shared/rank';
import { NO_REVIEWS, type Reviews } from '../shared/reviews';
import { filterSignals } from './filter-signals';
import type { PreparedSignals } from './prepare-signals';

/** Day buckets for ranges up to OVERVIEW_DAILY_UP_TO_DAYS days, week buckets beyond. */
export function overviewBucketOf(range: DayRange): OverviewBucket {
  return dayCount(range) <= OVERVIEW_DAILY_UP_TO_DAYS ? 'day' : 'week';
}

/** The Overview's criteria: the Signals screen's, without its event-type selection (the Overview shows the types). */
export function overviewCriteriaOf(criteria: SignalCriteria): SignalCriteria {
  return criteria.eventTypes.length === 0 ? criteria : { ...criteria, eventTypes: [] };
}

/**
 * The Overview's figures over a prepared folder (ADR 0095): the signals shown under the criteria (the event-type
 * selection aside), counted per period and category, per event type, company, media segment and language, and how
 * many are High or Very High, here and in the period of the same length before. One pass over the shown rows.
 */
export function summariseSignals(
  prepared: PreparedSignals,
  criteria: SignalCriteria,
  reviews: Reviews = NO_REVIEWS,
): SignalOverview {
  const overviewCriteria = overviewCriteriaOf(criteria);
  const shown = filterSignals(prepared, overviewCriteria, reviews);
  const previousRange = previousRangeOf(criteria);
  const previous = filterSignals(prepared, { ...overviewCriteria, ...previousRange }, reviews);
  const bucket = overviewBucketOf(criteria);

  const media = new Uint32Array(prepared.mediaSegment.values.length);
  const languages = new Uint32Array(prepared.language.values.length);
  const categories = prepared.category.values.length;
  // Rows are newest first, so periods come in descending order: one count per category for each period met.
  const periods: string[] = [];
  const timeline: number[] = [];
  let lastDay = '';
  for (const row of shown.rows) {
    media[prepared.mediaSegment.codes[row]!]!++;
    languages[prepared.language.codes[row]!]!++;
    const day = dayOf(prepared.signals[row]!.publishDate);
    if (day !== lastDay) {
      lastDay = day;
      const period = bucket === 'day' ? day : weekStartOf(day);
      if (period !== periods.at(-1)) {
        periods.push(period);
        for (let category = 0; category < categories; category++) timeline.push(0);
      }
    }
    timeline[(periods.length - 1) * categories + prepared.category.codes[row]!]!++;
  }

  const categoryOrder = prepared.category.values
    .map((name, code) => ({ name, code }))
    .sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
  const cells: SignalOverview['timeline'] = [];
  for (let index = periods.length - 1; index >= 0; index--) {
    for (const { name, code } of categoryOrder) {
      const count = timeline[index * categories + code]!;
      if (count > 0) cells.push({ period: periods[index]!, category: name, count });
    }
  }
  return {
    total: shown.rows.length,
    reliable: countReliable(prepared, shown.rows),
    previous: { ...previousRange, total: previous.rows.length, reliable: countReliable(prepared, previous.rows) },
    bucket,
    timeline: cells,
    topEventTypes: shown.topEventTypes,
    topCompanies: shown.topCompanies,
    mediaSegments: topByCount(prepared.mediaSegment.values, media, media.length),
    languages: topByCount(prepared.language.values, languages, languages.length),
  };
}

function countReliable(prepared: PreparedSignals, rows: Uint32Array): number {
  let reliable = 0;
  for (const row of rows) if (prepared.reliability[row]! >= RELIABLE_FROM_RANK) reliable++;
  return reliable;
}
