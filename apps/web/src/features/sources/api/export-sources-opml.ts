import { sourcesEndpoints } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpointFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `argus-sources-<today>.opml`, as a feed reader imports it. */
export function opmlFileName(today = new Date()): string {
  return `argus-sources-${today.toISOString().slice(0, 10)}.opml`;
}

/** Export OPML: the server writes every source; the file is fetched with the bearer header and saved from the blob. */
export function useExportSourcesOpml() {
  return useMutation({
    mutationFn: async () => {
      const { blob } = await callEndpointFile(sourcesEndpoints.exportSourcesOpml);
      saveFile(blob, opmlFileName());
    },
    meta: { errorTitle: 'Export Error' },
  });
}
