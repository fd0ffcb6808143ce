import { accountMessageResponseSchema, usersEndpoints, type ForgotPasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Asks for a reset link by e-mail; the answer is the same whether or not an account matched. */
export function postForgotPassword(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return requestApi(usersEndpoints.forgotPassword.path, {
    method: 'POST',
    body,
    parser: accountMessageResponseSchema,
  });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'forgot-password'], mutationFn: postForgotPassword });
}
