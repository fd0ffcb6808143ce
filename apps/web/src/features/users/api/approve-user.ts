import { usersEndpoints, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function postApproval(username: string): Promise<UserRecord> {
  return callEndpoint(usersEndpoints.approve, { params: { username } });
}

/** Approving a sign-up request makes it an active account (the user can sign in). */
export function useApproveUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...userKeys.all, 'approve'],
    mutationFn: postApproval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
