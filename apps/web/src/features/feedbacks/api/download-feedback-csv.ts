import { feedbacksEndpoints } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadCsv } from '../../../components/item-stream/download-csv';
import { requestApiFile } from '../../../lib/api-client';
import type { ReportFilters } from '../lib/report-params';

/**
 * Export CSV: the server writes every filtered row in the table's order (not only the page on screen); the file is
 * fetched with the session's bearer header and saved from the blob.
 */
export function useDownloadFeedbackCsv() {
  return useMutation({
    mutationFn: async ({ filters, sort }: { filters: ReportFilters; sort: string }) => {
      const { blob } = await requestApiFile(feedbacksEndpoints.csv.path, {
        query: { ...filters, sort },
        accept: 'text/csv',
      });
      downloadCsv(blob, 'feedbacks');
    },
    meta: { errorTitle: 'Export Error' },
  });
}
