import { graphNetworkSchema, knowledgeGraphEndpoints, type GraphNetwork } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { graphPath } from './graph-path';

type NetworkParams = Pick<GraphParams, 'from' | 'to' | 'categories' | 'minWeight'> & { limit?: number };

/** A folder's industry network in the window: entities, industries, membership and co-occurrence edges. */
export function graphNetworkQueryOptions(customer: string, params: NetworkParams) {
  const query = windowQuery(params);
  if (params.minWeight > 1) query.set('minWeight', String(params.minWeight));
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  return queryOptions({
    queryKey: ['knowledge-graph', customer, 'network', query.toString()],
    queryFn: ({ signal }): Promise<GraphNetwork> =>
      requestApi(graphPath(knowledgeGraphEndpoints.network.path, { customer }, query), {
        signal,
        parser: graphNetworkSchema,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Industry Network Error' },
  });
}

export const useGraphNetwork = (customer: string | null, params: NetworkParams) =>
  useQuery({ ...graphNetworkQueryOptions(customer ?? '', params), enabled: customer !== null });
