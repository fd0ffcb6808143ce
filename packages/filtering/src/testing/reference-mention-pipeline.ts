import { RELIABILITY_LABELS, type Mention } from '@argus/contract';
import type { MentionCriteria } from '../criteria/mention-criteria';
import type { Reviews } from '../shared/reviews';
import { referenceNewestFirst, referenceReviewFilter } from './reference-steps';

// The straightforward reading of spec section 5 for mentions, for the property tests and the benchmark.

export function referenceFilterMentions(mentions: readonly Mention[], criteria: MentionCriteria, reviews: Reviews) {
  const companies = new Set(criteria.companies);
  const media = new Set(criteria.mediaSegments);
  const languages = new Set(criteria.languages);
  const keywords = criteria.keywords
    .map((keyword) => keyword.replaceAll('\u0000', '').trim().toLowerCase())
    .filter((keyword) => keyword !== '');

  let list = mentions.filter((mention) => {
    const day = mention.publishDate.substring(0, 10);
    return day >= criteria.dateBegin && day <= criteria.dateEnd;
  });
  if (companies.size > 0) list = list.filter((mention) => mention.companies.some((name) => companies.has(name)));
  if (media.size > 0) list = list.filter((mention) => media.has(mention.mediaSegment));
  if (criteria.reliability > 0) {
    list = list.filter((mention) => RELIABILITY_LABELS.indexOf(mention.reliability) >= criteria.reliability);
  }
  if (languages.size > 0) list = list.filter((mention) => languages.has(mention.language));
  if (keywords.length > 0) {
    list = list.filter((mention) =>
      [mention.title, mention.sentence, mention.translatedSentence, mention.authors].some(
        (field) => field !== null && keywords.some((keyword) => field.toLowerCase().includes(keyword)),
      ),
    );
  }
  list = referenceReviewFilter(list, (mention) => mention.uuid, criteria, reviews);
  return { mentions: referenceNewestFirst(list, (mention) => mention.uuid) };
}

/**
 * One item per story (ADR 0134), read straight: each story of the filtered list, newest first, as its earliest copy
 * there (earliest publish date, then smallest id), at that copy's place in the list.
 */
export function referenceCollapseStories(filtered: readonly Mention[]): Mention[] {
  const earliest = new Map<string, Mention>();
  for (const mention of filtered) {
    const known = earliest.get(mention.storyId);
    const earlier =
      !known ||
      mention.publishDate < known.publishDate ||
      (mention.publishDate === known.publishDate && mention.uuid < known.uuid);
    if (earlier) earliest.set(mention.storyId, mention);
  }
  return filtered.filter((mention) => earliest.get(mention.storyId) === mention);
}
