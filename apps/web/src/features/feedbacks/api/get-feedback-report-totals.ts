import { feedbackReportTotalsSchema, feedbacksEndpoints } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import type { ReportFilters } from '../lib/report-params';

/** Likes, dislikes and precision per customer, event type and user of the filtered feedback. */
export function feedbackReportTotalsQueryOptions(filters: ReportFilters) {
  return queryOptions({
    queryKey: ['feedback', 'report', 'totals', filters],
    queryFn: ({ signal }) =>
      requestApi(feedbacksEndpoints.totals.path, { signal, query: filters, parser: feedbackReportTotalsSchema }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useFeedbackReportTotals = (filters: ReportFilters) => useQuery(feedbackReportTotalsQueryOptions(filters));
