import fc from 'fast-check';
import type { MentionCriteria } from '../criteria/mention-criteria';
import type { SignalCriteria } from '../criteria/signal-criteria';
import type { Reviews } from '../shared/reviews';
import { mentionCriteriaArbitrary, reviewsArbitrary, signalCriteriaArbitrary } from '../testing/arbitraries';

// For the alert property tests: the shared random criteria filter most of a folder away (every field a random
// selection), so a predicate that got one step wrong would seldom meet an item on which that step decides. Half of
// these criteria leave some steps out (the whole span of the random folders, no selection), and half of the reviews
// are of the folder's own items, so that each step often decides alone.

const WHOLE_SPAN = { dateBegin: '2025-01-01', dateEnd: '2025-12-31' };

const leftOut = fc.record({
  dates: fc.boolean(),
  companies: fc.boolean(),
  media: fc.boolean(),
  reliability: fc.boolean(),
  languages: fc.boolean(),
  last: fc.boolean(),
  reviews: fc.boolean(),
});

export const alertSignalCriteriaArbitrary: fc.Arbitrary<SignalCriteria> = fc.oneof(
  signalCriteriaArbitrary,
  fc.tuple(signalCriteriaArbitrary, leftOut).map(([criteria, out]) => ({
    ...criteria,
    ...(out.dates ? WHOLE_SPAN : {}),
    companyNames: out.companies ? [] : criteria.companyNames,
    mediaSegments: out.media ? [] : criteria.mediaSegments,
    reliability: out.reliability ? 0 : criteria.reliability,
    languages: out.languages ? [] : criteria.languages,
    results: out.last ? [] : criteria.results,
    eventTypes: out.last ? criteria.eventTypes : [],
    reviews: out.reviews ? [] : criteria.reviews,
  })),
);

export const alertMentionCriteriaArbitrary: fc.Arbitrary<MentionCriteria> = fc.oneof(
  mentionCriteriaArbitrary,
  fc.tuple(mentionCriteriaArbitrary, leftOut).map(([criteria, out]) => ({
    ...criteria,
    ...(out.dates ? WHOLE_SPAN : {}),
    companies: out.companies ? [] : criteria.companies,
    mediaSegments: out.media ? [] : criteria.mediaSegments,
    reliability: out.reliability ? 0 : criteria.reliability,
    languages: out.languages ? [] : criteria.languages,
    keywords: out.last ? [] : criteria.keywords,
    reviews: out.reviews ? [] : criteria.reviews,
  })),
);

/** Reviews of the folder's own ids half of the time (bookmarks, likes and dislikes on items it holds). */
export function alertReviewsArbitrary(ids: readonly string[]): fc.Arbitrary<Reviews> {
  if (ids.length === 0) return reviewsArbitrary;
  const folderReviews = fc
    .tuple(
      fc.subarray([...ids]),
      fc.uniqueArray(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(1 as const, -1 as const)), {
        selector: ([key]) => key,
      }),
    )
    .map(([bookmarked, feedback]) => ({ bookmarked: new Set(bookmarked), feedback: new Map(feedback) }));
  return fc.oneof(reviewsArbitrary, folderReviews);
}
