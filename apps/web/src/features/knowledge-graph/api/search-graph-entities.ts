import { knowledgeGraphEndpoints, type GraphEntitySearch } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

/** Entities of the folder's graph whose name holds `search` (the ones with most signals when it is empty). */
export function graphEntitySearchQueryOptions(customer: string, search: string) {
  return queryOptions({
    queryKey: knowledgeGraphKeys.entitySearch(customer, search),
    queryFn: ({ signal }): Promise<GraphEntitySearch> =>
      callEndpoint(knowledgeGraphEndpoints.searchEntities, {
        params: { customer },
        query: { search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useGraphEntitySearch = (customer: string | null, search: string) =>
  useQuery({ ...graphEntitySearchQueryOptions(customer ?? '', search), enabled: customer !== null });
