import type { Mention } from '@argus/contract';
import type { MentionCriteria } from '../criteria/mention-criteria';
import { normalizeKeywords } from '../mentions/keywords';
import { probeOf } from '../mentions/trigram-signatures';
import { NO_REVIEWS, reviewPassTable, type Reviews } from '../shared/reviews';
import {
  compileDayRange,
  compileDomainSelection,
  compileReviewStep,
  inDayRange,
  LANGUAGE_DOMAIN,
  MEDIA_DOMAIN,
  passesReview,
  selectionSet,
  selects,
} from './compiled-steps';
import { containsAnyKeyword, writtenReliabilityRank } from './written-item';

/** Whether a written mention shows in the view compiled by `compileMentionAlert`, for the view owner's reviews. */
export type MentionAlertPredicate = (mention: Mention, reviews?: Reviews) => boolean;

/**
 * A saved view's mention criteria compiled for alerts (issue 38): the predicate answers whether
 * `filterMentions(prepareMentions(folder), criteria, reviews).mentions` holds `mention` for any folder holding it,
 * each step of filter-mentions.ts with its meaning: the day in [dateBegin, dateEnd] (as for signals), one of the
 * selected companies among `mention.companies`, media segment, minimum reliability, language, keywords (normalised
 * by `normalizeKeywords` once; any of them contained in `searchText`, the four fields lower-cased), review status.
 * Stories are not collapsed: every copy is matched on its own (the server lists a story once in its alerts).
 * One call is a few comparisons, bit tests and Set lookups; the search text, its trigram signature and each keyword's
 * answer are computed once per written mention, however many views ask (written-item.ts).
 */
export function compileMentionAlert(criteria: MentionCriteria): MentionAlertPredicate {
  const days = compileDayRange(criteria.dateBegin, criteria.dateEnd);
  const media = compileDomainSelection(MEDIA_DOMAIN, criteria.mediaSegments);
  const level = criteria.reliability;
  const languages = compileDomainSelection(LANGUAGE_DOMAIN, criteria.languages);
  const companies = selectionSet(criteria.companies);
  const keywords = normalizeKeywords(criteria.keywords);
  const probes = keywords.map(probeOf);
  const review = compileReviewStep(reviewPassTable(criteria.reviews, criteria.hideDisliked));

  return (mention, reviews = NO_REVIEWS) => {
    if (!inDayRange(days, mention.publishDate)) return false;
    if (media !== null && !selects(media, mention.mediaSegment)) return false;
    if (level > 0 && writtenReliabilityRank(mention.reliability) < level) return false;
    if (languages !== null && !selects(languages, mention.language)) return false;
    if (companies !== null && !namesAny(mention.companies, companies)) return false;
    if (keywords.length > 0 && !containsAnyKeyword(mention, keywords, probes)) return false;
    if (review !== null && !passesReview(review, reviews, mention.uuid)) return false;
    return true;
  };
}

function namesAny(names: readonly string[], selected: ReadonlySet<string>) {
  for (let index = 0; index < names.length; index++) if (selected.has(names[index]!)) return true;
  return false;
}
