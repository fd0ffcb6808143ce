import { authEndpoints, type AccessTokenResponse, type ChangePasswordRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { settingsKeys } from './settings-keys';

export function postChangePassword(request: ChangePasswordRequest): Promise<AccessTokenResponse> {
  return callEndpoint(authEndpoints.changePassword, { body: request });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationKey: [...settingsKeys.all, 'change-password'],
    mutationFn: postChangePassword,
    // The change revoked every older token, this one's too: go on with the fresh one as soon as it arrives (here, not
    // in the form, whose callbacks run a task later or not at all once it is gone).
    onSuccess: ({ access_token: token }) => useSessionStore.getState().acceptToken(token),
  });
}
