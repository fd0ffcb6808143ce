import { adminPasswordResetResponseSchema, usersEndpoints, type AdminPasswordResetResponse } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { userPath } from './get-user';

export type PasswordResetMethod = AdminPasswordResetResponse['method'];

export function postPasswordReset(username: string, method: PasswordResetMethod): Promise<AdminPasswordResetResponse> {
  return requestApi(userPath(usersEndpoints.resetPassword.path, username), {
    method: 'POST',
    body: { method },
    parser: adminPasswordResetResponseSchema,
  });
}

export function useResetUserPasswordMutation(username: string) {
  return useMutation({
    mutationKey: ['users', 'reset-password', username],
    mutationFn: (method: PasswordResetMethod) => postPasswordReset(username, method),
  });
}
