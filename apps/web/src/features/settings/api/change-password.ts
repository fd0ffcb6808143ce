import { authEndpoints, type AccessTokenResponse, type ChangePasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function postChangePassword(request: ChangePasswordRequest): Promise<AccessTokenResponse> {
  return callEndpoint(authEndpoints.changePassword, { body: request });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationKey: [...settingsKeys.all, 'change-password'], mutationFn: postChangePassword });
}
