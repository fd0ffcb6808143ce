import {
  graphTimelinesSchema,
  knowledgeGraphEndpoints,
  TIMELINES_MIN_ENTITIES,
  type GraphTimelines,
} from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import type { GraphParams } from '../lib/graph-params';
import { graphPath } from './graph-path';

type TimelinesParams = Pick<GraphParams, 'from' | 'to' | 'entities'>;

/** The signals of 2-6 entities in the window, oldest first, for their swimlanes. */
export function graphTimelinesQueryOptions(customer: string, params: TimelinesParams) {
  const query = new URLSearchParams();
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  for (const entity of params.entities) query.append('entity', entity);
  return queryOptions({
    queryKey: ['knowledge-graph', customer, 'timelines', query.toString()],
    queryFn: ({ signal }): Promise<GraphTimelines> =>
      requestApi(graphPath(knowledgeGraphEndpoints.timelines.path, { customer }, query), {
        signal,
        parser: graphTimelinesSchema,
      }),
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Converging Timelines Error' },
  });
}

export const useGraphTimelines = (customer: string | null, params: TimelinesParams) =>
  useQuery({
    ...graphTimelinesQueryOptions(customer ?? '', params),
    enabled: customer !== null && params.entities.length >= TIMELINES_MIN_ENTITIES,
  });
