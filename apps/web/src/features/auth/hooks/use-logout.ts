import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../shared/state/session-store';
import { postLogout } from '../api/logout';
import { paths } from '../../../lib/paths';

/** Revokes the token if the server is reachable, then forgets everything about the session. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await postLogout();
    } catch (error) {
      // Logging out must always work locally, even offline or with an already revoked token.
      console.warn('Logout request failed; clearing the local session anyway.', error);
    }
    useSessionStore.getState().clearSession();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
