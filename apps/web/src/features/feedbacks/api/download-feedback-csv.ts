import { feedbacksEndpoints, type EndpointInput } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../../../shared/item-stream/download-csv';
import { callEndpointFile } from '../../../lib/api-client';
import type { ReportFilters } from '../lib/report-params';

/** The export's query; the URL's values go as written (the server checks them and names a bad one). */
type CsvQuery = EndpointInput<typeof feedbacksEndpoints.csv>['query'];

/**
 * Export CSV: the server writes every filtered row in the table's order (not only the page on screen); the file is
 * fetched with the session's bearer header and saved from the blob.
 */
export function useDownloadFeedbackCsv() {
  return useMutation({
    mutationFn: async ({ filters, sort }: { filters: ReportFilters; sort: string }) => {
      const { blob } = await callEndpointFile(feedbacksEndpoints.csv, { query: { ...filters, sort } as CsvQuery });
      downloadCsv(blob, 'feedbacks');
    },
    meta: { errorTitle: 'Export Error' },
  });
}
