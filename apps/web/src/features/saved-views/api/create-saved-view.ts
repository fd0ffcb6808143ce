import { savedViewsEndpoints, type CreateSavedViewRequest, type SavedView } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { savedViewKeys } from './saved-view-keys';

export function postSavedView(request: CreateSavedViewRequest): Promise<SavedView> {
  return callEndpoint(savedViewsEndpoints.createSavedView, { body: request });
}

/** Saves the screen's filter by name; the folder's list is read again, so the navigation shows it. */
export function useCreateSavedViewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savedViewKeys.create(),
    mutationFn: postSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.all }),
  });
}
