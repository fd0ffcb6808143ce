import { userRecordSchema, usersEndpoints, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { userPath } from './get-user';

export function postApproval(username: string): Promise<UserRecord> {
  return requestApi(userPath(usersEndpoints.approve.path, username), { method: 'POST', parser: userRecordSchema });
}

/** Approving a sign-up request makes it an active account (the user can sign in). */
export function useApproveUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'approve'],
    mutationFn: postApproval,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
