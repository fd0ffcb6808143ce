import {
  favoriteSchema,
  feedbackSchema,
  reviewRemovedSchema,
  reviewsEndpoints,
  type ReviewItemKind,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session-store';
import { refreshServerFilters } from '../../../lib/use-server-filter';
import { favoritesPath, favoritesQueryOptions } from './get-favorites';
import { ownFeedbackQueryOptions } from './get-feedback';

// The writes of bookmarks and feedback. Each refreshes the lists it changed, which refilters the screens that read
// them (spec section 4: feedback add, edit and delete update the local list and refresh the filter).

export type ReviewTarget = { id: string; itemKind: ReviewItemKind; customerName: string };

/** A review changes what the server's filters answer (the review filter, hidden dislikes): they are asked again. */
function refreshAfterReview<T>(listFetched: Promise<T>): Promise<T> {
  refreshServerFilters();
  return listFetched;
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const username = useCurrentUser()?.username ?? '';
  return useMutation({
    mutationFn: ({ target, bookmarked }: { target: ReviewTarget; bookmarked: boolean }): Promise<unknown> =>
      bookmarked
        ? requestApi(`${favoritesPath(username)}/${encodeURIComponent(target.id)}`, {
            method: 'DELETE',
            parser: reviewRemovedSchema,
          })
        : requestApi(favoritesPath(username), { method: 'POST', body: target, parser: favoriteSchema }),
    // The screens read the list with fetching disabled (the start-up loads it), so fetch it again explicitly.
    onSettled: () => refreshAfterReview(queryClient.fetchQuery({ ...favoritesQueryOptions(username), staleTime: 0 })),
    meta: { errorTitle: 'Bookmarks Error' },
  });
}

/** Like (1) or dislike (-1); the same value again takes the feedback back. */
export function useSetFeedback() {
  const queryClient = useQueryClient();
  const username = useCurrentUser()?.username ?? '';
  return useMutation({
    mutationFn: ({
      target,
      value,
      existing,
    }: {
      target: ReviewTarget;
      value: 1 | -1;
      existing: { id: string; feedback: number } | undefined;
    }): Promise<unknown> => {
      if (!existing) {
        return requestApi(reviewsEndpoints.addFeedback.path, {
          method: 'POST',
          body: { eventId: target.id, itemKind: target.itemKind, feedback: value },
          parser: feedbackSchema,
        });
      }
      const id = encodeURIComponent(existing.id);
      return existing.feedback === value
        ? requestApi(reviewsEndpoints.removeFeedback.path.replace(':id', id), {
            method: 'DELETE',
            parser: reviewRemovedSchema,
          })
        : requestApi(reviewsEndpoints.updateFeedback.path.replace(':id', id), {
            method: 'PATCH',
            body: { feedback: value },
            parser: feedbackSchema,
          });
    },
    onSettled: () => refreshAfterReview(queryClient.fetchQuery({ ...ownFeedbackQueryOptions(username), staleTime: 0 })),
    meta: { errorTitle: 'Feedback Error' },
  });
}
