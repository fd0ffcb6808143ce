import { savedViewsEndpoints, type SavedView, type UpdateSavedViewRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { savedViewKeys } from './saved-view-keys';

export type SavedViewChange = { id: string; change: UpdateSavedViewRequest };

export function patchSavedView({ id, change }: SavedViewChange): Promise<SavedView> {
  return callEndpoint(savedViewsEndpoints.updateSavedView, { params: { id }, body: change });
}

/** Renames one of the caller's views, or turns its alerts or its sharing on or off. */
export function useUpdateSavedViewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savedViewKeys.update(),
    mutationFn: patchSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
