import { RELIABILITY_LABELS, type Signal } from '@argus/contract';
import type { SignalCriteria } from '../criteria/signal-criteria';
import type { Reviews } from '../shared/reviews';
import { referenceReviewFilter, referenceNewestFirst, referenceTop } from './reference-steps';

// The straightforward reading of spec section 4, step by step over plain arrays, written apart from the fast code
// (it shares none of its helpers) so that the property tests and the benchmark can hold one against the other.

export function referenceFilterSignals(signals: readonly Signal[], criteria: SignalCriteria, reviews: Reviews) {
  const companies = new Set(criteria.companyNames);
  const media = new Set(criteria.mediaSegments);
  const languages = new Set(criteria.languages);
  const results = new Set(criteria.results);
  const eventTypes = new Set(criteria.eventTypes);

  let list = signals.filter((signal) => {
    const day = signal.publishDate.substring(0, 10);
    return day >= criteria.dateBegin && day <= criteria.dateEnd;
  });
  if (companies.size > 0) list = list.filter((signal) => companies.has(signal.targetEntityName));
  if (media.size > 0) list = list.filter((signal) => media.has(signal.mediaSegment));
  if (criteria.reliability > 0) {
    list = list.filter((signal) => RELIABILITY_LABELS.indexOf(signal.reliability) >= criteria.reliability);
  }
  if (languages.size > 0) list = list.filter((signal) => languages.has(signal.language));
  if (results.size > 0) list = list.filter((signal) => signal.result !== null && results.has(signal.result));
  list = referenceReviewFilter(list, (signal) => signal.id, criteria, reviews);
  list = referenceNewestFirst(list, (signal) => signal.id);

  const topEventTypes = referenceTop(
    list.map((signal) => signal.eventType),
    10,
  );
  const shown = eventTypes.size > 0 ? list.filter((signal) => eventTypes.has(signal.eventType)) : list;
  return {
    signals: shown,
    matchedBeforeEventTypes: list.length,
    topEventTypes,
    topCompanies: referenceTop(
      shown.map((signal) => signal.targetEntityName),
      5,
    ),
  };
}
