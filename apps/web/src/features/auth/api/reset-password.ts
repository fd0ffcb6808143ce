import { accountMessageResponseSchema, usersEndpoints, type ResetPasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Sets a new password with the single-use token of a reset link. */
export function postResetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return requestApi(usersEndpoints.resetPasswordWithToken.path, {
    method: 'POST',
    body,
    parser: accountMessageResponseSchema,
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: postResetPassword });
}
