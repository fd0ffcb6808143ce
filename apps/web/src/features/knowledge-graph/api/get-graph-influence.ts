import { knowledgeGraphEndpoints, type GraphInfluence } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

type InfluenceParams = Pick<GraphParams, 'from' | 'to' | 'categories' | 'minWeight' | 'hops'> & { entity: string };

/** One entity's neighbourhood within 1-3 hops, with its edges and the strongest path to each neighbour. */
export function graphInfluenceQueryOptions(customer: string, params: InfluenceParams) {
  const query = {
    ...windowQuery(params),
    entity: params.entity,
    hops: params.hops,
    minWeight: params.minWeight > 1 ? params.minWeight : undefined,
  };
  return queryOptions({
    queryKey: knowledgeGraphKeys.influence(customer, query),
    queryFn: ({ signal }): Promise<GraphInfluence> =>
      callEndpoint(knowledgeGraphEndpoints.influence, { params: { customer }, query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Influence Range Error' },
  });
}

export const useGraphInfluence = (
  customer: string | null,
  params: Omit<InfluenceParams, 'entity'> & { entity?: string },
) =>
  useQuery({
    ...graphInfluenceQueryOptions(customer ?? '', { ...params, entity: params.entity ?? '' }),
    enabled: customer !== null && Boolean(params.entity),
  });
