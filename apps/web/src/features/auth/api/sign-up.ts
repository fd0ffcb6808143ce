import { usersEndpoints, type SignUpRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useBotCheck } from '../hooks/use-bot-check';
import { authKeys } from './auth-keys';

/** Asks for an account; it stays pending until an administrator approves it. */
export function postSignUp(body: SignUpRequest): Promise<{ message: string }> {
  return callEndpoint(usersEndpoints.signUp, { body });
}

export function useSignUpMutation() {
  // Solved while the user fills the form; the mutation is pending while it is not yet done.
  const takeProof = useBotCheck();
  return useMutation({
    mutationKey: authKeys.signUp(),
    mutationFn: async (body: Omit<SignUpRequest, 'botCheck'>) => postSignUp({ ...body, botCheck: await takeProof() }),
  });
}
