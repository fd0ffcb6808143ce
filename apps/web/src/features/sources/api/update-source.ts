import { sourcesEndpoints, type Source, type UpdateSourceRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

export type SourceChanges = { id: string; changes: UpdateSourceRequest };

export function patchSource({ id, changes }: SourceChanges): Promise<Source> {
  return callEndpoint(sourcesEndpoints.updateSource, { params: { id }, body: changes });
}

/** Changes a source (only the fields sent); also how it is paused and resumed. */
export function useUpdateSourceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sourceKeys.update(),
    mutationFn: patchSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourceKeys.all }),
  });
}
