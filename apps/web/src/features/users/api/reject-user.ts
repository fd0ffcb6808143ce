import { usersEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function postRejection(username: string) {
  return callEndpoint(usersEndpoints.reject, { params: { username } });
}

/** Rejecting a sign-up request removes it. */
export function useRejectUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...userKeys.all, 'reject'],
    mutationFn: postRejection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
