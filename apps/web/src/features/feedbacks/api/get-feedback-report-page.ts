import { feedbackReportPageSchema, feedbacksEndpoints } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { toPageQuery, type ReportParams } from '../lib/report-params';

export const FEEDBACK_PAGE_SIZE = 50;

/** One page of the filtered feedback, sorted by the server, with how many rows match in all. */
export function feedbackReportPageQueryOptions(params: ReportParams) {
  const query = toPageQuery(params, FEEDBACK_PAGE_SIZE);
  return queryOptions({
    // Under 'feedback', beside the user's own: a screen that refreshes feedback can refresh these with it.
    queryKey: ['feedback', 'report', 'page', query],
    queryFn: ({ signal }) =>
      requestApi(feedbacksEndpoints.page.path, { signal, query, parser: feedbackReportPageSchema }),
    // The previous page stays on screen (dimmed) while the next loads, so the table never blinks empty.
    placeholderData: keepPreviousData,
    // A report is read to see what is there now: opened again, it asks again.
    staleTime: 0,
  });
}

export const useFeedbackReportPage = (params: ReportParams) => useQuery(feedbackReportPageQueryOptions(params));
