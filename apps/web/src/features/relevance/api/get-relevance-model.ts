import { relevanceEndpoints, type RelevanceKind } from '@argus/contract';
import { COLD_START_REVIEWS, parseModel, type RelevanceModel } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint } from '../../../lib/api-client';

/** The query keys of the relevance sort (ADR 0137): under `['relevance']`, which the Settings reset forgets. */
export const relevanceKeys = {
  all: ['relevance'] as const,
  model: (customer: string, kind: RelevanceKind) => [...relevanceKeys.all, 'model', customer, kind] as const,
  entities: (customer: string) => [...relevanceKeys.all, 'entities', customer] as const,
};

/** What the stream ranks with: the parsed model outside the cold start; in it, how many reviews it still needs. */
export type RelevanceChoice =
  | { state: 'ranking'; model: RelevanceModel; wire: object }
  | { state: 'cold-start'; reviewsToGo: number }
  | { state: 'loading' };

/**
 * The caller's own model of the folder and kind, read only while `sort=relevance` is chosen (`enabled`); kept until
 * the sort is chosen again or the list refreshed (`refetch`), so that the list never reorders under the reader's eyes.
 */
export function useRelevanceModel(customer: string | null, kind: RelevanceKind, enabled: boolean) {
  const query = useQuery({
    queryKey: relevanceKeys.model(customer ?? '', kind),
    queryFn: ({ signal }) =>
      callEndpoint(relevanceEndpoints.readRelevanceModel, { query: { customer: customer!, kind }, signal }),
    enabled: enabled && customer !== null,
    staleTime: Infinity,
  });
  const { data } = query;
  const choice = useMemo((): RelevanceChoice => {
    if (!data) return { state: 'loading' };
    if (data.coldStart || !data.model) {
      return { state: 'cold-start', reviewsToGo: Math.max(1, COLD_START_REVIEWS - data.reviews) };
    }
    try {
      return { state: 'ranking', model: parseModel(data.model), wire: data.model };
    } catch (error) {
      // A model this console cannot read ranks nothing: newest first, as in the cold start.
      console.warn('The relevance model could not be read.', error);
      return { state: 'cold-start', reviewsToGo: Math.max(1, COLD_START_REVIEWS - data.reviews) };
    }
  }, [data]);
  return { choice, refetch: query.refetch };
}
