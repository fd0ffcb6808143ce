import { userDeletedResponseSchema, usersEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { userPath } from './get-user';

export function postRejection(username: string) {
  return requestApi(userPath(usersEndpoints.reject.path, username), {
    method: 'POST',
    parser: userDeletedResponseSchema,
  });
}

/** Rejecting a sign-up request removes it. */
export function useRejectUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'reject'],
    mutationFn: postRejection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
