import type { ReviewItemKind } from '@argus/contract';
import { buildReviews } from '@argus/filtering';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useStoryMembers } from '../../../shared/item-stream/story-members';
import { useCurrentUser } from '../../../shared/state/session-store';
import { favoritesQueryOptions } from '../api/get-favorites';
import { ownFeedbackQueryOptions } from '../api/get-feedback';
import { isReviewPending, useSetFeedback, useToggleBookmark } from '../api/review-mutations';
import { ReviewActions } from '../components/review-actions';
import { feedbackAfterPress, type FeedbackValue } from '../lib/review-lists';

/**
 * The user's reviews of one kind of item in a folder, for a stream screen: the review state its filter takes, the
 * buttons of a card, and the same three toggles for the triage keys (b, l, d). Bookmarks and own feedback are read
 * from the start-up's cache (ADR 0012: components never fetch what the start-up fetches). A review of one copy of a
 * story covers every copy the folder holds (ADR 0134; shared/item-stream/story-members.ts), as the server applies it.
 */
export function useItemReviews(customer: string | null, itemKind: ReviewItemKind) {
  const username = useCurrentUser()?.username ?? '';
  const favorites = useQuery({ ...favoritesQueryOptions(username), enabled: false });
  const feedback = useQuery({ ...ownFeedbackQueryOptions(username), enabled: false });
  const reviews = useMemo(
    () => buildReviews(favorites.data ?? [], feedback.data ?? [], itemKind),
    [favorites.data, feedback.data, itemKind],
  );
  const feedbackById = useMemo(
    () =>
      new Map(
        (feedback.data ?? [])
          .filter((entry) => entry.itemKind === itemKind)
          .map((entry) => [entry.eventId, { id: entry.id, feedback: entry.feedback }]),
      ),
    [feedback.data, itemKind],
  );

  // The one write path of the card's buttons and the triage keys. A press again for an item whose last change is
  // still under way is ignored, as its buttons are; the keys go on at once with the next item (a dislike hides its
  // card at the press).
  const client = useQueryClient();
  const copiesOf = useStoryMembers(itemKind, customer);
  const { mutate: mutateBookmark } = useToggleBookmark();
  const { mutate: mutateFeedback } = useSetFeedback();
  const toggleBookmark = useCallback(
    (id: string) => {
      if (!customer || isReviewPending(client, 'bookmark', id)) return;
      mutateBookmark({
        target: { id, itemKind, customerName: customer },
        bookmarked: reviews.bookmarked.has(id),
        copies: copiesOf(id),
      });
    },
    [client, customer, itemKind, reviews, copiesOf, mutateBookmark],
  );
  const setFeedback = useCallback(
    (id: string, value: FeedbackValue) => {
      if (!customer || isReviewPending(client, 'feedback', id)) return;
      const existing = feedbackById.get(id);
      mutateFeedback({
        target: { id, itemKind, customerName: customer },
        existing,
        next: feedbackAfterPress(existing?.feedback, value),
        copies: copiesOf(id),
      });
    },
    [client, customer, itemKind, feedbackById, copiesOf, mutateFeedback],
  );
  const like = useCallback((id: string) => setFeedback(id, 1), [setFeedback]);
  const dislike = useCallback((id: string) => setFeedback(id, -1), [setFeedback]);

  const renderActions = useCallback(
    (id: string) =>
      customer ? (
        <ReviewActions
          id={id}
          bookmarked={reviews.bookmarked.has(id)}
          feedback={feedbackById.get(id)}
          onBookmark={toggleBookmark}
          onLike={like}
          onDislike={dislike}
        />
      ) : null,
    [customer, reviews, feedbackById, toggleBookmark, like, dislike],
  );
  return { reviews, renderActions, toggleBookmark, like, dislike };
}
