import { reviewsEndpoints, type Favorite, type Feedback } from '@argus/contract';
import {
  MutationObserver,
  mutationOptions,
  useIsMutating,
  useMutation,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { hideUndoNotice, showUndoNotice } from '../../../components/alert/undo-notice';
import { callEndpoint } from '../../../lib/api-client';
import { useCurrentUser } from '../../../shared/state/session-store';
import { refreshServerFilters } from '../../../shared/folder-data/use-server-filter';
import type { OwnFeedback } from './get-feedback';
import {
  coveredIds,
  expectedFeedbackEntry,
  isFeedbackOf,
  withBookmarks,
  withFeedbackEntries,
  withFeedbackEntry,
  type FeedbackValue,
  type ReviewTarget,
} from '../lib/review-lists';
import { favoritesQueryOptions } from './get-favorites';
import { ownFeedbackQueryOptions, selectOwnFeedback } from './get-feedback';
import { reviewKeys } from './review-keys';

// The writes of bookmarks and feedback. Each changes the user's list in the query cache at once (the button's state
// is the confirmation, a disliked card leaves at the press), puts the server's record in its place when it
// answers, and takes the change back if the call fails. Spec section 4: feedback add, edit and delete update the
// local list and refresh the filter; the screens filter over these lists, and the server's filters are asked again.
// A review of one copy of a story is the whole story's (ADR 0134): the server applies it (and its undo) to every copy,
// and the lists change for every copy the folder holds (`copies`) at once, so that the review filters (the "Neither…"
// option above all) take the story as one item before the server answers.

export type { ReviewTarget } from '../lib/review-lists';

type ReviewKind = 'bookmark' | 'feedback';

function pendingFilter(kind: ReviewKind, id: string) {
  return {
    mutationKey: kind === 'bookmark' ? reviewKeys.bookmarkWrites() : reviewKeys.feedbackWrites(),
    predicate: (mutation: Mutation) =>
      (mutation.state.variables as { target?: ReviewTarget } | undefined)?.target?.id === id,
  };
}

/**
 * Whether a write of this kind is under way for the item: its keys and buttons wait for it, because the next press is
 * worked out from its answer (a new feedback's id, say).
 */
export function isReviewPending(client: QueryClient, kind: ReviewKind, id: string): boolean {
  return client.isMutating(pendingFilter(kind, id)) > 0;
}

/** The same for an item's buttons, whichever of them or of the keys started the write. */
export function useReviewPending(id: string): Record<ReviewKind, boolean> {
  const bookmark = useIsMutating(pendingFilter('bookmark', id)) > 0;
  const feedback = useIsMutating(pendingFilter('feedback', id)) > 0;
  return { bookmark, feedback };
}

/** A failed write left the list as the screen guessed it: it is read again from the server. */
function reloadList(client: QueryClient, options: { queryKey: readonly unknown[] }) {
  void client.refetchQueries({ queryKey: options.queryKey, exact: true });
}

/**
 * For the read of a list again after a review of a story of several copies (`fetchQuery`: the screens observe the
 * lists without fetching them, ADR 0012), because the server's answer names the target's record only and the other
 * copies' records (their feedback ids, which a later change of one of them addresses) are only in the list: a failed
 * read keeps the screen's guess, so its error is dropped.
 */
const ignore = () => undefined;

/** A press of Bookmark: `copies`, the ids of every copy of the item's story the folder holds (itself included). */
export type BookmarkChange = { target: ReviewTarget; bookmarked: boolean; copies?: readonly string[] };

export function useToggleBookmark() {
  const username = useCurrentUser()?.username ?? '';
  const list = favoritesQueryOptions(username);
  return useMutation({
    mutationKey: reviewKeys.bookmarkWrites(),
    mutationFn: ({ target, bookmarked }: BookmarkChange): Promise<unknown> =>
      bookmarked
        ? callEndpoint(reviewsEndpoints.removeFavorite, { params: { username, id: target.id } })
        : callEndpoint(reviewsEndpoints.addFavorite, { params: { username }, body: target }),
    onMutate: ({ target, bookmarked, copies }, { client }) => {
      const now = new Date().toISOString();
      const ids = coveredIds(target, copies);
      client.setQueryData(
        list.queryKey,
        (favorites) => favorites && withBookmarks(favorites, target, ids, !bookmarked, now),
      );
    },
    onSuccess: (saved, { target, bookmarked, copies }, _context, { client }) => {
      if (!bookmarked) {
        const favorite = saved as Favorite;
        const others = coveredIds(target, copies).filter((id) => id !== target.id);
        client.setQueryData(
          list.queryKey,
          (favorites) =>
            favorites && [favorite, ...withBookmarks(favorites, target, [target.id], false, favorite.createdAt)],
        );
        if (others.length > 0) void client.fetchQuery({ ...list, staleTime: 0 }).catch(ignore);
      }
      refreshServerFilters();
    },
    onError: (_error, { target, bookmarked, copies }, _context, { client }) => {
      const ids = coveredIds(target, copies);
      client.setQueryData(
        list.queryKey,
        (favorites) => favorites && withBookmarks(favorites, target, ids, bookmarked, new Date().toISOString()),
      );
      reloadList(client, list);
    },
    meta: { errorTitle: 'Bookmarks Error' },
  });
}

/** A change of the user's feedback on one item. */
export type FeedbackChange = {
  target: ReviewTarget;
  /** The record the screen shows for the item, if any: the one a change or a removal addresses. */
  existing: { id: string; feedback: number } | undefined;
  /** What the item's feedback becomes: a like, a dislike, or none. */
  next: FeedbackValue | null;
  /** The ids of every copy of the item's story the folder holds, itself included (ADR 0134). */
  copies?: readonly string[];
};

function sendFeedback({ target, existing, next }: FeedbackChange): Promise<Feedback | null> {
  if (next === null) {
    if (!existing) return Promise.resolve(null);
    return callEndpoint(reviewsEndpoints.removeFeedback, { params: { id: existing.id } }).then(() => null);
  }
  if (!existing) {
    return callEndpoint(reviewsEndpoints.addFeedback, {
      body: { eventId: target.id, itemKind: target.itemKind, feedback: next },
    });
  }
  return callEndpoint(reviewsEndpoints.updateFeedback, {
    params: { id: existing.id },
    body: { feedback: next },
  });
}

const undoNoticeId = (target: ReviewTarget) => `undo-dislike-${target.id}`;

/**
 * The writes of likes and dislikes, for the buttons, the keys and Undo alike. A dislike that the server saved is
 * offered back for a while (ADR 0106); any later change of the item's feedback withdraws that offer.
 */
function feedbackMutationOptions(username: string) {
  const list = ownFeedbackQueryOptions(username);
  return mutationOptions({
    mutationKey: reviewKeys.feedbackWrites(),
    mutationFn: sendFeedback,
    onMutate: async (change: FeedbackChange, { client }) => {
      hideUndoNotice(undoNoticeId(change.target));
      const entries = client.getQueryData(list.queryKey);
      if (!entries) return { earlier: undefined };
      // A read of the list still under way would bring back the state before this change.
      await client.cancelQueries({ queryKey: list.queryKey, exact: true });
      const earlier = entries.find(isFeedbackOf(change.target));
      const now = new Date().toISOString();
      // Each copy keeps its own record (its id), with the new value; the copies' earlier records come back on failure.
      const earlierCopies = new Map<string, OwnFeedback | undefined>();
      const expected = new Map<string, OwnFeedback | undefined>();
      for (const id of coveredIds(change.target, change.copies)) {
        const copy = { ...change.target, id };
        const before = id === change.target.id ? earlier : entries.find(isFeedbackOf(copy));
        earlierCopies.set(id, before);
        expected.set(id, expectedFeedbackEntry(copy, before, change.next, now));
      }
      client.setQueryData(
        list.queryKey,
        (current) => current && withFeedbackEntries(current, change.target.itemKind, expected),
      );
      return { earlier, earlierCopies };
    },
    onSuccess: (saved, change, _context, { client }) => {
      const entry = saved ? selectOwnFeedback([saved], username)[0] : undefined;
      client.setQueryData(list.queryKey, (current) => current && withFeedbackEntry(current, change.target, entry));
      if (coveredIds(change.target, change.copies).length > 1) {
        void client.fetchQuery({ ...list, staleTime: 0 }).catch(ignore);
      }
      refreshServerFilters();
      if (change.next === -1 && saved) offerDislikeUndo(client, username, change, saved);
    },
    onError: (_error, change, context, { client }) => {
      const earlier = context?.earlierCopies ?? new Map([[change.target.id, context?.earlier]]);
      client.setQueryData(
        list.queryKey,
        (current) => current && withFeedbackEntries(current, change.target.itemKind, earlier),
      );
      reloadList(client, list);
    },
    meta: { errorTitle: 'Feedback Error' },
  });
}

/**
 * Undo after a dislike puts back what the item had before it: the like it replaced, or no feedback. It runs outside
 * any component (the screen may have changed meanwhile); if it fails, the error alert says why and Undo is offered
 * again.
 */
function offerDislikeUndo(client: QueryClient, username: string, dislike: FeedbackChange, saved: Feedback) {
  // The server takes the undo back for every copy of the story, as it applied the dislike; so does the screen.
  const undo: FeedbackChange = {
    target: dislike.target,
    existing: { id: saved.id, feedback: saved.feedback },
    next: dislike.existing?.feedback === 1 ? 1 : null,
    copies: dislike.copies,
  };
  showUndoNotice({
    id: undoNoticeId(dislike.target),
    message: dislike.target.itemKind === 'signal' ? 'Signal disliked' : 'Mention disliked',
    onUndo: () => {
      const observer = new MutationObserver(client, feedbackMutationOptions(username));
      observer
        .mutate(undo)
        .catch(() => offerDislikeUndo(client, username, dislike, saved))
        // Detached, the finished write can be garbage-collected like any other.
        .finally(() => observer.reset());
    },
  });
}

/** Sets the user's feedback on an item: like, dislike, or none (see `feedbackAfterPress`). */
export function useSetFeedback() {
  const username = useCurrentUser()?.username ?? '';
  return useMutation(feedbackMutationOptions(username));
}
