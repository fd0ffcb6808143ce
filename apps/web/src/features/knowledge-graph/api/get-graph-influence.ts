import { graphInfluenceSchema, knowledgeGraphEndpoints, type GraphInfluence } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { graphPath } from './graph-path';

type InfluenceParams = Pick<GraphParams, 'from' | 'to' | 'categories' | 'minWeight' | 'hops'> & { entity: string };

/** One entity's neighbourhood within 1-3 hops, with its edges and the strongest path to each neighbour. */
export function graphInfluenceQueryOptions(customer: string, params: InfluenceParams) {
  const query = windowQuery(params);
  query.set('entity', params.entity);
  query.set('hops', String(params.hops));
  if (params.minWeight > 1) query.set('minWeight', String(params.minWeight));
  return queryOptions({
    queryKey: ['knowledge-graph', customer, 'influence', query.toString()],
    queryFn: ({ signal }): Promise<GraphInfluence> =>
      requestApi(graphPath(knowledgeGraphEndpoints.influence.path, { customer }, query), {
        signal,
        parser: graphInfluenceSchema,
      }),
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
