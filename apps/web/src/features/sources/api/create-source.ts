import { sourcesEndpoints, type CreateSourceRequest, type Source } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

export function postSource(request: CreateSourceRequest): Promise<Source> {
  return callEndpoint(sourcesEndpoints.createSource, { body: request });
}

/** Adds a source; the server fetches it at once, so the list comes back with its first health. */
export function useCreateSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sourceKeys.create(),
    mutationFn: postSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
