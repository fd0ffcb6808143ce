import { mentionFilterEndpoints, mentionFilterResponseSchema, type MentionFilterResponse } from '@argus/contract';
import { mentionCriteriaToSearchParams, type MentionCriteria } from '@argus/filtering';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** A page of a customer's mentions filtered by the server (ADR 0031), for folders too large to load whole. */
export type FilteredMentionsRequest = { customer: string; criteria: MentionCriteria; limit?: number; cursor?: string };

function filterPath({ customer, criteria, limit, cursor }: FilteredMentionsRequest) {
  // The same URL encoding as the screen's own address: only what differs from the defaults, lists as repeated keys.
  const query = mentionCriteriaToSearchParams(criteria);
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${mentionFilterEndpoints.filterMentions.path.replace(':customer', encodeURIComponent(customer))}?${query}`;
}

export function getFilteredMentions(
  request: FilteredMentionsRequest,
  signal?: AbortSignal,
): Promise<MentionFilterResponse> {
  return requestApi(filterPath(request), { signal, parser: mentionFilterResponseSchema });
}

export function filteredMentionsQueryOptions(request: FilteredMentionsRequest) {
  return queryOptions({
    queryKey: ['mentions', 'filter', request.customer, filterPath(request)],
    queryFn: ({ signal }) => getFilteredMentions(request, signal),
  });
}
