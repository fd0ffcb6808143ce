import { targetEntitiesEndpoints } from '@argus/contract';
import type { EntityFactsEntry } from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { relevanceKeys } from './get-relevance-model';

/**
 * The industry and country of the folder's target entities, which the signal model learned with (ADR 0137): read with
 * the model, kept as long (`staleTime: Infinity`, read again when the sort is chosen again), so that the page, the
 * worker and the server rank with the same facts.
 */
export function useEntityFacts(customer: string | null, enabled: boolean) {
  return useQuery({
    queryKey: relevanceKeys.entities(customer ?? ''),
    queryFn: async ({ signal }): Promise<EntityFactsEntry[]> => {
      const { entities } = await callEndpoint(targetEntitiesEndpoints.folderEntities, {
        params: { customer: customer! },
        signal,
      });
      return entities.map(({ id, industry, country }) => ({ id, industry, country }));
    },
    enabled: enabled && customer !== null,
    staleTime: Infinity,
  });
}
