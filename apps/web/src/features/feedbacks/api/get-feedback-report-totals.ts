import { feedbacksEndpoints, type EndpointInput } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { ReportFilters } from '../lib/report-params';
import { feedbackReportKeys } from './feedback-report-keys';

/** The totals call's query; the URL's values go as written (the server checks them and names a bad one). */
type TotalsQuery = EndpointInput<typeof feedbacksEndpoints.totals>['query'];

/** Likes, dislikes and precision per customer, event type and user of the filtered feedback. */
export function feedbackReportTotalsQueryOptions(filters: ReportFilters) {
  return queryOptions({
    queryKey: feedbackReportKeys.totals(filters),
    queryFn: ({ signal }) => callEndpoint(feedbacksEndpoints.totals, { query: filters as TotalsQuery, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useFeedbackReportTotals = (filters: ReportFilters) => useQuery(feedbackReportTotalsQueryOptions(filters));
