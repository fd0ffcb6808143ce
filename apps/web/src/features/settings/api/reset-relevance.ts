import { relevanceEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The cache's models of the relevance sort (ADR 0137), whoever reads them: forgotten with the reset. */
const RELEVANCE_QUERY_KEY = ['relevance'] as const;

/** Forgets what the caller's reviews taught, in every folder; answers how many models went. */
export function resetRelevance() {
  return callEndpoint(relevanceEndpoints.resetRelevanceModels, { query: {} });
}

export function useResetRelevanceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'relevance-reset'],
    mutationFn: resetRelevance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RELEVANCE_QUERY_KEY }),
  });
}
