import { feedbacksEndpoints } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApiBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { ReportFilters } from '../lib/report-params';

/**
 * Export CSV: the server writes every filtered row in the table's order (not only the page on screen); the file is
 * fetched with the session's bearer header and saved from the blob.
 */
export function useDownloadFeedbackCsv() {
  return useMutation({
    mutationFn: async ({ filters, sort }: { filters: ReportFilters; sort: string }) => {
      const blob = await requestApiBlob(feedbacksEndpoints.csv.path, {
        query: { ...filters, sort },
        accept: 'text/csv',
      });
      saveFile(blob, `argus-feedbacks-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    meta: { errorTitle: 'Export Error' },
  });
}
