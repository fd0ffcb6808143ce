import { signalFilterEndpoints, signalFilterResponseSchema, type SignalFilterResponse } from '@argus/contract';
import { signalCriteriaToSearchParams, type SignalCriteria } from '@argus/filtering';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { toStartCase } from '@argus/filtering';

/** A page of a customer's signals filtered by the server (ADR 0031), for folders too large to load whole. */
export type FilteredSignalsRequest = { customer: string; criteria: SignalCriteria; limit?: number; cursor?: string };

function filterPath({ customer, criteria, limit, cursor }: FilteredSignalsRequest) {
  // The same URL encoding as the screen's own address: only what differs from the defaults, lists as repeated keys.
  const query = signalCriteriaToSearchParams(criteria);
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${signalFilterEndpoints.filterSignals.path.replace(':customer', encodeURIComponent(customer))}?${query}`;
}

/** The page, with the target entity names in start case like every loaded signal (spec section 3). */
export async function getFilteredSignals(
  request: FilteredSignalsRequest,
  signal?: AbortSignal,
): Promise<SignalFilterResponse> {
  const answer = await requestApi(filterPath(request), { signal, parser: signalFilterResponseSchema });
  for (const event of answer.events) event.targetEntityName = toStartCase(event.targetEntityName);
  return answer;
}

export function filteredSignalsQueryOptions(request: FilteredSignalsRequest) {
  return queryOptions({
    queryKey: ['signals', 'filter', request.customer, filterPath(request)],
    queryFn: ({ signal }) => getFilteredSignals(request, signal),
  });
}
