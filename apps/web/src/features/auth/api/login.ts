import { authEndpointPaths, type AccessTokenResponse, type LoginRequest } from '@argus/contract';
import { accessTokenParser } from './access-token-parser';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * By its path and a parser written by hand, not `callEndpoint(authEndpoints.login)`: the descriptor carries zod
 * schemas, and the login page's script has no room for zod (its 150 KB budget, ADR 0117).
 */
export function postLogin(credentials: LoginRequest): Promise<AccessTokenResponse> {
  return requestApi(authEndpointPaths.login.path, {
    method: authEndpointPaths.login.method,
    body: credentials,
    parser: accessTokenParser,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationKey: authKeys.login(), mutationFn: postLogin });
}
