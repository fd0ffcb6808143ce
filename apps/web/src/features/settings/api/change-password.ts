import {
  accessTokenResponseSchema,
  authEndpoints,
  type AccessTokenResponse,
  type ChangePasswordRequest,
} from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postChangePassword(request: ChangePasswordRequest): Promise<AccessTokenResponse> {
  return requestApi(authEndpoints.changePassword.path, {
    method: 'POST',
    body: request,
    parser: accessTokenResponseSchema,
  });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: postChangePassword });
}
