import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionCriteriaFromSearchParams, mentionCriteriaToSearchParams } from '../criteria/search-params';
import { filterMentions } from '../mentions/filter-mentions';
import { prepareMentions } from '../mentions/prepare-mentions';
import { mentionsArbitrary } from '../testing/arbitraries';
import { alertMentionCriteriaArbitrary, alertReviewsArbitrary } from './alert-arbitraries';
import { compileMentionAlert } from './mention-alert';

const RUNS = { numRuns: 500 };

describe('a compiled mention alert', () => {
  it('holds for exactly the mentions filterMentions shows (every copy of a story), whatever the rest of the folder', () => {
    fc.assert(
      fc.property(
        mentionsArbitrary.chain((mentions) =>
          fc.tuple(
            fc.constant(mentions),
            fc.array(alertMentionCriteriaArbitrary, { minLength: 1, maxLength: 6 }),
            alertReviewsArbitrary(mentions.map((item) => item.uuid)),
          ),
        ),
        ([mentions, criteriaList, reviews]) => {
          const prepared = prepareMentions(mentions);
          const predicates = criteriaList.map(compileMentionAlert);
          // View by view over the folder: each call meets another mention than the call before.
          criteriaList.forEach((criteria, index) => {
            const shown = filterMentions(prepared, criteria, reviews).mentions;
            expect(prepared.mentions.filter((mention) => predicates[index]!(mention, reviews))).toEqual(shown);
          });
          // One write against every view, then the next write (the server's order): the same answers.
          for (const mention of mentions) {
            const answers = predicates.map((predicate) => predicate(mention, reviews));
            const expected = criteriaList.map((criteria) =>
              filterMentions(prepareMentions([mention]), criteria, reviews).mentions.includes(mention),
            );
            expect(answers).toEqual(expected);
          }
        },
      ),
      RUNS,
    );
  });

  it('means the same compiled from the saved view query string', () => {
    fc.assert(
      fc.property(
        mentionsArbitrary.chain((mentions) =>
          fc.tuple(
            fc.constant(mentions),
            alertMentionCriteriaArbitrary,
            alertReviewsArbitrary(mentions.map((item) => item.uuid)),
          ),
        ),
        ([mentions, criteria, reviews]) => {
          const query = mentionCriteriaToSearchParams(criteria).toString();
          const predicate = compileMentionAlert(mentionCriteriaFromSearchParams(new URLSearchParams(query)));
          const prepared = prepareMentions(mentions);
          expect(prepared.mentions.filter((mention) => predicate(mention, reviews))).toEqual(
            filterMentions(prepared, criteria, reviews).mentions,
          );
        },
      ),
      RUNS,
    );
  });
});
