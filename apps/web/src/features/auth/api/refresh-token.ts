import { accessTokenResponseSchema, authEndpoints, type AccessTokenResponse } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

/** Trades the current (still valid) token for a fresh one. */
export function getRefreshedToken(): Promise<AccessTokenResponse> {
  return requestApi(authEndpoints.refresh.path, { parser: accessTokenResponseSchema });
}
