import { authEndpoints, type AccessTokenResponse } from '@argus/contract';
import { accessTokenParser } from './access-token-parser';
import { requestApi } from '../../../lib/api-client';

/** Trades the current (still valid) token for a fresh one. */
export function getRefreshedToken(): Promise<AccessTokenResponse> {
  return requestApi(authEndpoints.refresh.path, { parser: accessTokenParser });
}
