import { knowledgeGraphEndpoints, type GraphStartingPoints } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

type StartingPointsParams = Pick<GraphParams, 'from' | 'to' | 'categories'> & { minWeight?: number };

/**
 * The window's most connected entities (ADR 0130): what the Influence Range and the Converging Timelines offer as
 * one-click starting points, under the view's window, categories and minimum weight.
 */
export function graphStartingPointsQueryOptions(customer: string, params: StartingPointsParams) {
  const query = {
    ...windowQuery(params),
    minWeight: params.minWeight && params.minWeight > 1 ? params.minWeight : undefined,
  };
  return queryOptions({
    queryKey: knowledgeGraphKeys.startingPoints(customer, query),
    queryFn: ({ signal }): Promise<GraphStartingPoints> =>
      callEndpoint(knowledgeGraphEndpoints.startingPoints, { params: { customer }, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export const useGraphStartingPoints = (customer: string | null, params: StartingPointsParams, enabled = true) =>
  useQuery({ ...graphStartingPointsQueryOptions(customer ?? '', params), enabled: enabled && customer !== null });
