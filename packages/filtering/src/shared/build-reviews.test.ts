import { expect, it } from 'vitest';
import { buildReviews } from './build-reviews';

it("builds one kind of item's bookmarks and feedback", () => {
  const favorites = [
    { id: 's1', itemKind: 'signal' as const },
    { id: 'm1', itemKind: 'mention' as const },
  ];
  const feedback = [
    { eventId: 's2', itemKind: 'signal' as const, feedback: -1 as const },
    { eventId: 'm2', itemKind: 'mention' as const, feedback: 1 as const },
  ];
  expect(buildReviews(favorites, feedback, 'signal')).toEqual({
    bookmarked: new Set(['s1']),
    feedback: new Map([['s2', -1]]),
  });
  expect(buildReviews(favorites, feedback, 'mention')).toEqual({
    bookmarked: new Set(['m1']),
    feedback: new Map([['m2', 1]]),
  });
});
