import { feedbackListSchema, reviewsEndpoints, type Feedback } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Spec section 3: the client strips these fields from feedback records. */
const STRIPPED_FIELDS = ['highlight', 'username', 'sentence', 'title', 'url', 'version'] as const;
export type OwnFeedback = Omit<Feedback, 'username'>;

/** Spec section 7: all feedback is loaded and filtered to the current user, with the stripped fields removed. */
export function selectOwnFeedback(all: readonly Feedback[], username: string): OwnFeedback[] {
  return all
    .filter((entry) => entry.username === username)
    .map((entry) => {
      const copy: Record<string, unknown> = { ...entry };
      for (const field of STRIPPED_FIELDS) delete copy[field];
      return copy as OwnFeedback;
    });
}

export function ownFeedbackQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['feedback', 'own', username],
    queryFn: async ({ signal }) =>
      selectOwnFeedback(
        await requestApi(reviewsEndpoints.listFeedback.path, { signal, parser: feedbackListSchema }),
        username,
      ),
    meta: { errorTitle: 'Get Feedback Error' },
  });
}
