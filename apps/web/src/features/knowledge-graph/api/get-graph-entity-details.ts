import { knowledgeGraphEndpoints, type GraphEntityDetails } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

/** An entity of the folder's graph with its details and the folder's latest signals about it or naming it. */
export function graphEntityDetailsQueryOptions(customer: string, entityId: string) {
  return queryOptions({
    queryKey: knowledgeGraphKeys.entityDetails(customer, entityId),
    queryFn: ({ signal }): Promise<GraphEntityDetails> =>
      callEndpoint(knowledgeGraphEndpoints.entityDetails, { params: { customer, entityId }, signal }),
  });
}

export const useGraphEntityDetails = (customer: string | null, entityId: string | null) =>
  useQuery({
    ...graphEntityDetailsQueryOptions(customer ?? '', entityId ?? ''),
    enabled: customer !== null && entityId !== null,
  });
