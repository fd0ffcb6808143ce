import { graphEntitySearchSchema, knowledgeGraphEndpoints, type GraphEntitySearch } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { graphPath } from './graph-path';

/** Entities of the folder's graph whose name holds `search` (the ones with most signals when it is empty). */
export function graphEntitySearchQueryOptions(customer: string, search: string) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  return queryOptions({
    queryKey: ['knowledge-graph', customer, 'entities', search],
    queryFn: ({ signal }): Promise<GraphEntitySearch> =>
      requestApi(graphPath(knowledgeGraphEndpoints.searchEntities.path, { customer }, query), {
        signal,
        parser: graphEntitySearchSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useGraphEntitySearch = (customer: string | null, search: string) =>
  useQuery({ ...graphEntitySearchQueryOptions(customer ?? '', search), enabled: customer !== null });
