import { feedbacksEndpoints, type EndpointInput } from '@argus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { toPageQuery, type ReportParams } from '../lib/report-params';
import { feedbackReportKeys } from './feedback-report-keys';

export const FEEDBACK_PAGE_SIZE = 50;

/** The page call's query; the URL's values go as written (the server checks them and names a bad one). */
type PageQuery = EndpointInput<typeof feedbacksEndpoints.page>['query'];

/** One page of the filtered feedback, sorted by the server, with how many rows match in all. */
export function feedbackReportPageQueryOptions(params: ReportParams) {
  const query = toPageQuery(params, FEEDBACK_PAGE_SIZE);
  return queryOptions({
    queryKey: feedbackReportKeys.page(query),
    queryFn: ({ signal }) => callEndpoint(feedbacksEndpoints.page, { query: query as PageQuery, signal }),
    // The previous page stays on screen (dimmed) while the next loads, so the table never blinks empty.
    placeholderData: keepPreviousData,
    // A report is read to see what is there now: opened again, it asks again.
    staleTime: 0,
  });
}

export const useFeedbackReportPage = (params: ReportParams) => useQuery(feedbackReportPageQueryOptions(params));
