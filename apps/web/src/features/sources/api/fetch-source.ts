import { sourcesEndpoints, type SourceFetch } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

export function postSourceFetch(id: string): Promise<SourceFetch> {
  return callEndpoint(sourcesEndpoints.fetchSource, { params: { id } });
}

/** Fetch now: answers when the fetch is done, with its outcome; the row and the fetch log then refresh. */
export function useFetchSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sourceKeys.fetchNow(),
    mutationFn: postSourceFetch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
