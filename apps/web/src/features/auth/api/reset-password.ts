import { usersEndpoints, type ResetPasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Sets a new password with the single-use token of a reset link. */
export function postResetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return callEndpoint(usersEndpoints.resetPasswordWithToken, { body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationKey: authKeys.resetPassword(), mutationFn: postResetPassword });
}
