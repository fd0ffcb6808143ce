import { usersEndpoints, type ForgotPasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useBotCheck } from '../hooks/use-bot-check';
import { authKeys } from './auth-keys';

/** Asks for a reset link by e-mail; the answer is the same whether or not an account matched. */
export function postForgotPassword(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return callEndpoint(usersEndpoints.forgotPassword, { body });
}

export function useForgotPasswordMutation() {
  // Solved while the user fills the form; the mutation is pending while it is not yet done.
  const takeProof = useBotCheck();
  return useMutation({
    mutationKey: authKeys.forgotPassword(),
    mutationFn: async (body: Omit<ForgotPasswordRequest, 'botCheck'>) =>
      postForgotPassword({ ...body, botCheck: await takeProof() }),
  });
}
