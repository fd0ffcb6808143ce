import { knowledgeGraphEndpoints, TIMELINES_MIN_ENTITIES, type GraphTimelines } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { windowQuery, type GraphParams } from '../lib/graph-params';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

type TimelinesParams = Pick<GraphParams, 'from' | 'to' | 'categories' | 'entities'>;

/** The signals of 2-6 entities in the window (of the chosen categories, ADR 0130), oldest first, for their swimlanes. */
export function graphTimelinesQueryOptions(customer: string, params: TimelinesParams) {
  const query = { ...windowQuery(params), entity: params.entities };
  return queryOptions({
    queryKey: knowledgeGraphKeys.timelines(customer, query),
    queryFn: ({ signal }): Promise<GraphTimelines> =>
      callEndpoint(knowledgeGraphEndpoints.timelines, { params: { customer }, query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Converging Timelines Error' },
  });
}

export const useGraphTimelines = (customer: string | null, params: TimelinesParams) =>
  useQuery({
    ...graphTimelinesQueryOptions(customer ?? '', params),
    enabled: customer !== null && params.entities.length >= TIMELINES_MIN_ENTITIES,
  });
