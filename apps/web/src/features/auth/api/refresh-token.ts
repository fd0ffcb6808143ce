import { authEndpointPaths, type AccessTokenResponse } from '@argus/contract';
import { accessTokenParser } from './access-token-parser';
import { requestApi } from '../../../lib/api-client';

/**
 * Trades the current (still valid) token for a fresh one. By its path and a parser written by hand, not
 * `callEndpoint(authEndpoints.refresh)`: the root route calls it at start-up, so it loads with the login page,
 * whose script has no room for zod (its 150 KB budget, ADR 0117).
 */
export function getRefreshedToken(): Promise<AccessTokenResponse> {
  return requestApi(authEndpointPaths.refresh.path, {
    method: authEndpointPaths.refresh.method,
    parser: accessTokenParser,
  });
}
