import { usersEndpoints, type AdminPasswordResetResponse } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export type PasswordResetMethod = AdminPasswordResetResponse['method'];

export function postPasswordReset(username: string, method: PasswordResetMethod): Promise<AdminPasswordResetResponse> {
  return callEndpoint(usersEndpoints.resetPassword, { params: { username }, body: { method } });
}

export function useResetUserPasswordMutation(username: string) {
  return useMutation({
    mutationKey: [...userKeys.all, 'reset-password', username],
    mutationFn: (method: PasswordResetMethod) => postPasswordReset(username, method),
  });
}
