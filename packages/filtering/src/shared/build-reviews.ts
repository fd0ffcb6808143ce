import type { Favorite, Feedback, ReviewItemKind } from '@argus/contract';
import type { Reviews } from './reviews';

/**
 * The review state the filters take, from the user's bookmarks and own feedback as the API answers them (the web app
 * keeps only the user's own feedback, spec section 7), for one kind of item. Feedback is one per user and item.
 */
export function buildReviews(
  favorites: readonly Pick<Favorite, 'id' | 'itemKind'>[],
  ownFeedback: readonly Pick<Feedback, 'eventId' | 'itemKind' | 'feedback'>[],
  itemKind: ReviewItemKind,
): Reviews {
  const bookmarked = new Set<string>();
  for (const favorite of favorites) if (favorite.itemKind === itemKind) bookmarked.add(favorite.id);
  const feedback = new Map<string, 1 | -1>();
  for (const entry of ownFeedback) if (entry.itemKind === itemKind) feedback.set(entry.eventId, entry.feedback);
  return { bookmarked, feedback };
}
