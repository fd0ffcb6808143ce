import { accountMessageResponseSchema, usersEndpoints, type ForgotPasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useBotCheck } from '../hooks/use-bot-check';

/** Asks for a reset link by e-mail; the answer is the same whether or not an account matched. */
export function postForgotPassword(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return requestApi(usersEndpoints.forgotPassword.path, {
    method: 'POST',
    body,
    parser: accountMessageResponseSchema,
  });
}

export function useForgotPasswordMutation() {
  // Solved while the user fills the form; the mutation is pending while it is not yet done.
  const takeProof = useBotCheck();
  return useMutation({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: async (body: Omit<ForgotPasswordRequest, 'botCheck'>) =>
      postForgotPassword({ ...body, botCheck: await takeProof() }),
  });
}
