import { knowledgeGraphEndpoints, TIMELINES_MIN_ENTITIES, type GraphTimelines } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { GraphParams } from '../lib/graph-params';
import { knowledgeGraphKeys } from './knowledge-graph-keys';

type TimelinesParams = Pick<GraphParams, 'from' | 'to' | 'entities'>;

/** The signals of 2-6 entities in the window, oldest first, for their swimlanes. */
export function graphTimelinesQueryOptions(customer: string, params: TimelinesParams) {
  const query = { from: params.from || undefined, to: params.to || undefined, entity: params.entities };
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
