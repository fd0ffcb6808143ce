import { accountMessageResponseSchema, usersEndpoints, type SignUpRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { useBotCheck } from '../hooks/use-bot-check';

/** Asks for an account; it stays pending until an administrator approves it. */
export function postSignUp(body: SignUpRequest): Promise<{ message: string }> {
  return requestApi(usersEndpoints.signUp.path, {
    method: 'POST',
    body,
    parser: accountMessageResponseSchema,
  });
}

export function useSignUpMutation() {
  // Solved while the user fills the form; the mutation is pending while it is not yet done.
  const takeProof = useBotCheck();
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: async (body: Omit<SignUpRequest, 'botCheck'>) => postSignUp({ ...body, botCheck: await takeProof() }),
  });
}
