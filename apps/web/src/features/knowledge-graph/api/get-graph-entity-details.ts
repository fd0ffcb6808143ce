import { graphEntityDetailsSchema, knowledgeGraphEndpoints, type GraphEntityDetails } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { graphPath } from './graph-path';

/** An entity of the folder's graph with its details and the folder's latest signals about it or naming it. */
export function graphEntityDetailsQueryOptions(customer: string, entityId: string) {
  return queryOptions({
    queryKey: ['knowledge-graph', customer, 'entity', entityId],
    queryFn: ({ signal }): Promise<GraphEntityDetails> =>
      requestApi(graphPath(knowledgeGraphEndpoints.entityDetails.path, { customer, entityId }), {
        signal,
        parser: graphEntityDetailsSchema,
      }),
  });
}

export const useGraphEntityDetails = (customer: string | null, entityId: string | null) =>
  useQuery({
    ...graphEntityDetailsQueryOptions(customer ?? '', entityId ?? ''),
    enabled: customer !== null && entityId !== null,
  });
