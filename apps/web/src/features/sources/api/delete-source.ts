import { sourcesEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

export function deleteSource(id: string) {
  return callEndpoint(sourcesEndpoints.deleteSource, { params: { id } });
}

/** Deletes a source and its fetch log; the mentions it brought stay. */
export function useDeleteSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sourceKeys.delete(),
    mutationFn: deleteSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
