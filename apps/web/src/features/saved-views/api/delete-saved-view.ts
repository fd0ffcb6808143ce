import { savedViewsEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { savedViewKeys } from './saved-view-keys';

export function deleteSavedView(id: string) {
  return callEndpoint(savedViewsEndpoints.deleteSavedView, { params: { id } });
}

/** Deletes one of the caller's views, for the folder's other users too if it was shared. */
export function useDeleteSavedViewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savedViewKeys.delete(),
    mutationFn: deleteSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
