import type { Signal } from '@argus/contract';
import type { SignalCriteria } from '../criteria/signal-criteria';
import { NO_REVIEWS, reviewPassTable, type Reviews } from '../shared/reviews';
import { NO_RESULT } from '../signals/prepare-signals';
import {
  compileDayRange,
  compileDomainSelection,
  compileReviewStep,
  inDayRange,
  LANGUAGE_DOMAIN,
  MEDIA_DOMAIN,
  passesReview,
  RESULT_DOMAIN,
  selectionSet,
  selects,
} from './compiled-steps';
import { writtenReliabilityRank } from './written-item';

/** Whether a written signal shows in the view compiled by `compileSignalAlert`, for the view owner's reviews. */
export type SignalAlertPredicate = (signal: Signal, reviews?: Reviews) => boolean;

/**
 * A saved view's signal criteria compiled for alerts (issue 38): the predicate answers whether
 * `filterSignals(prepareSignals(folder), criteria, reviews).signals` holds `signal` for any folder holding it, each
 * step of filter-signals.ts with its meaning:
 * - date range: the signal's day (`dayOf`, its first 10 characters) in [dateBegin, dateEnd], compared as text like
 *   `dayBounds`, whose binary searches over the newest-first rows find exactly those days;
 * - company (`targetEntityName`), media segment, language, result (a missing result is `NO_RESULT`, which no
 *   selected label equals) and event type: an empty selection filters nothing, else the value must be selected
 *   (`selectionMask`'s meaning). The event-type selection runs after the top event types are counted, but it keeps
 *   or drops each row by its own event type alone; the top event types and companies are counts, not filters;
 * - minimum reliability: `reliabilityRank` at or above the level when the level is above 0;
 * - review status: `reviewPassTable` of the options and `hideDisliked`, indexed by the signal's review status
 *   (the folder's status column holds the same bits for its row, as folder ids are unique).
 * Nothing depends on the rest of the folder, so the steps run in any order (the cheap and selective first). One call
 * is a few number comparisons, bit tests and Set lookups, and allocates nothing.
 */
export function compileSignalAlert(criteria: SignalCriteria): SignalAlertPredicate {
  const days = compileDayRange(criteria.dateBegin, criteria.dateEnd);
  const media = compileDomainSelection(MEDIA_DOMAIN, criteria.mediaSegments);
  const level = criteria.reliability;
  const languages = compileDomainSelection(LANGUAGE_DOMAIN, criteria.languages);
  const results = compileDomainSelection(RESULT_DOMAIN, criteria.results);
  const companies = selectionSet(criteria.companyNames);
  const eventTypes = selectionSet(criteria.eventTypes);
  const review = compileReviewStep(reviewPassTable(criteria.reviews, criteria.hideDisliked));

  return (signal, reviews = NO_REVIEWS) => {
    if (!inDayRange(days, signal.publishDate)) return false;
    if (media !== null && !selects(media, signal.mediaSegment)) return false;
    if (level > 0 && writtenReliabilityRank(signal.reliability) < level) return false;
    if (languages !== null && !selects(languages, signal.language)) return false;
    if (results !== null && !selects(results, signal.result ?? NO_RESULT)) return false;
    if (companies !== null && !companies.has(signal.targetEntityName)) return false;
    if (eventTypes !== null && !eventTypes.has(signal.eventType)) return false;
    if (review !== null && !passesReview(review, reviews, signal.id)) return false;
    return true;
  };
}
