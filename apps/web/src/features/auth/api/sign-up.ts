import { accountMessageResponseSchema, usersEndpoints, type SignUpRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Asks for an account; it stays pending until an administrator approves it. */
export function postSignUp(body: SignUpRequest): Promise<{ message: string }> {
  return requestApi(usersEndpoints.signUp.path, {
    method: 'POST',
    body,
    parser: accountMessageResponseSchema,
  });
}

export function useSignUpMutation() {
  return useMutation({ mutationKey: ['auth', 'sign-up'], mutationFn: postSignUp });
}
