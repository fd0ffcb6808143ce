import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mentionCriteriaArbitrary, mentionsArbitrary, reviewsArbitrary } from '../testing/arbitraries';
import { referenceCollapseStories, referenceFilterMentions } from '../testing/reference-mention-pipeline';
import { pickPositions } from './collapse-stories';
import { filterMentions } from './filter-mentions';
import { prepareMentions } from './prepare-mentions';

it('the prepared mention pipeline answers what the straightforward reference answers', () => {
  fc.assert(
    fc.property(
      mentionsArbitrary,
      fc.array(mentionCriteriaArbitrary, { minLength: 1, maxLength: 6 }),
      reviewsArbitrary,
      (mentions, criteriaList, reviews) => {
        // Several filters over one prepared folder: the search texts built by the first are reused by the next.
        const prepared = prepareMentions(mentions);
        for (const criteria of criteriaList) {
          const result = filterMentions(prepared, criteria, reviews);
          const expected = referenceFilterMentions(mentions, criteria, reviews).mentions;
          expect(result.mentions).toEqual(expected);
          expect(pickPositions(result.mentions, result.stories)).toEqual(referenceCollapseStories(expected));
        }
      },
    ),
    { numRuns: 500 },
  );
});
