import { reviewsEndpoints, type Feedback } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

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
    queryKey: reviewKeys.ownFeedback(username),
    queryFn: async ({ signal }) =>
      selectOwnFeedback(await callEndpoint(reviewsEndpoints.listFeedback, { query: {}, signal }), username),
    meta: { errorTitle: 'Get Feedback Error' },
  });
}
