import type { Mention } from '@argus/contract';
import type { MentionCriteria } from '../criteria/mention-criteria';
import { dayBounds } from '../shared/day-bounds';
import { listHasSelected, selectionMask } from '../shared/interned-column';
import { NO_REVIEWS, reviewPassTable, reviewStatusColumn, reviewStepActive, type Reviews } from '../shared/reviews';
import { normalizeKeywords } from './keywords';
import { collapseStories } from './collapse-stories';
import { keywordMatcher, matchesAnyKeyword } from './keyword-matcher';
import { keywordIndex, type PreparedMentions } from './prepare-mentions';

export type MentionFilterResult = {
  /** The displayed mentions, newest first. */
  mentions: Mention[];
  /** Their rows in `PreparedMentions.mentions`. */
  rows: Uint32Array;
  /**
   * The list as one item per story (ADR 0134): positions in `mentions` (and `rows`) of each story's earliest matching
   * copy, in the list's order (collapse-stories.ts).
   */
  stories: Uint32Array;
};

/**
 * Spec section 5 for mentions: whole-day date range, companies (any of the chosen ones named), media segment, minimum reliability, language, keywords (any
 * of them, contained case-insensitively in title, sentence, translated sentence or authors), review status;
 * newest first (the prepared order). Copies are filtered; `stories` then names the list's one copy per story.
 */
export function filterMentions(
  prepared: PreparedMentions,
  criteria: MentionCriteria,
  reviews: Reviews = NO_REVIEWS,
): MentionFilterResult {
  const { mentions } = prepared;
  const { start, end } = dayBounds(
    mentions.length,
    (row) => mentions[row]!.publishDate,
    criteria.dateBegin,
    criteria.dateEnd,
  );
  const companyMask = selectionMask(prepared.companies, criteria.companies);
  const mediaMask = selectionMask(prepared.mediaSegment, criteria.mediaSegments);
  const languageMask = selectionMask(prepared.language, criteria.languages);
  const level = criteria.reliability;
  const keywords = normalizeKeywords(criteria.keywords);
  const matcher = keywords.length > 0 ? keywordMatcher(keywordIndex(prepared), keywords) : null;
  const reviewPass = reviewPassTable(criteria.reviews, criteria.hideDisliked);
  const statuses = reviewStepActive(reviewPass) ? reviewStatusColumn(mentions.length, prepared.ids, reviews) : null;

  const media = prepared.mediaSegment.codes;
  const languages = prepared.language.codes;
  const reliability = prepared.reliability;
  const matched = new Uint32Array(end - start);
  let matchedCount = 0;
  for (let row = start; row < end; row++) {
    if (companyMask !== null && !listHasSelected(prepared.companies, companyMask, row)) continue;
    if (mediaMask !== null && mediaMask[media[row]!] === 0) continue;
    if (level > 0 && reliability[row]! < level) continue;
    if (languageMask !== null && languageMask[languages[row]!] === 0) continue;
    if (matcher !== null && !matchesAnyKeyword(matcher, row)) continue;
    if (statuses !== null && reviewPass[statuses[row]!] === 0) continue;
    matched[matchedCount++] = row;
  }
  const rows = matched.slice(0, matchedCount);
  const shown = new Array<Mention>(matchedCount);
  for (let index = 0; index < matchedCount; index++) shown[index] = mentions[rows[index]!]!;
  return { mentions: shown, rows, stories: collapseStories(prepared.story.codes, prepared.story.values.length, rows) };
}
