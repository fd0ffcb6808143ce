import { sourcesEndpoints, type ImportSourcesOpmlRequest, type ImportSourcesOpmlResponse } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

export function postSourcesOpml(request: ImportSourcesOpmlRequest): Promise<ImportSourcesOpmlResponse> {
  return callEndpoint(sourcesEndpoints.importSourcesOpml, { body: request });
}

/** An OPML document's feeds become sources; the answer lists what was made and what was skipped, and why. */
export function useImportSourcesOpmlMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sourceKeys.importOpml(),
    mutationFn: postSourcesOpml,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
