import { authEndpoints, type AccessTokenResponse, type LoginRequest } from '@argus/contract';
import { accessTokenParser } from './access-token-parser';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postLogin(credentials: LoginRequest): Promise<AccessTokenResponse> {
  return requestApi(authEndpoints.login.path, {
    method: 'POST',
    body: credentials,
    parser: accessTokenParser,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: postLogin });
}
