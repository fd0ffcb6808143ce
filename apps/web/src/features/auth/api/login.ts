import { authEndpointPaths, type AccessTokenResponse, type LoginRequest } from '@argus/contract';
import { accessTokenParser } from './access-token-parser';
import { useState } from 'react';
import { requestApi } from '../../../lib/api-client';

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

type LoginCallbacks = { onSuccess: (answer: AccessTokenResponse) => void; onError: (error: unknown) => void };

/**
 * The login call and whether it is on its way. Not a TanStack mutation: the login page's first script goes without
 * the query client (ADR 0012's budget), and a login has no cache to keep.
 */
export function useLoginCall() {
  const [isPending, setPending] = useState(false);
  function mutate(credentials: LoginRequest, { onSuccess, onError }: LoginCallbacks) {
    setPending(true);
    void postLogin(credentials).then(
      (answer) => {
        setPending(false);
        onSuccess(answer);
      },
      (error: unknown) => {
        setPending(false);
        onError(error);
      },
    );
  }
  return { isPending, mutate };
}
