import { knowledgeGraphEndpoints, type GraphNetwork } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

type NetworkParams = Pick<GraphParams, 'from' | 'to' | 'categories' | 'minWeight'> & { limit?: number };

/** A folder's industry network in the window: entities, industries, membership and co-occurrence edges. */
export function graphNetworkQueryOptions(customer: string, params: NetworkParams) {
  const query = {
    ...windowQuery(params),
    minWeight: params.minWeight > 1 ? params.minWeight : undefined,
    limit: params.limit,
  };
  return queryOptions({
    queryKey: knowledgeGraphKeys.network(customer, query),
    queryFn: ({ signal }): Promise<GraphNetwork> =>
      callEndpoint(knowledgeGraphEndpoints.network, { params: { customer }, query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Industry Network Error' },
  });
}

export const useGraphNetwork = (customer: string | null, params: NetworkParams) =>
  useQuery({ ...graphNetworkQueryOptions(customer ?? '', params), enabled: customer !== null });
