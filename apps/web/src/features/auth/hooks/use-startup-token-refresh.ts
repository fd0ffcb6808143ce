import { useEffect } from 'react';
import { decodeTokenPayload, shouldRefreshToken } from '../../../lib/session';
import { useSessionStore } from '../../../shared/state/session-store';
import { getRefreshedToken } from '../api/refresh-token';

// One refresh per page load: module scope survives React's development double-mount.
let startupRefresh: Promise<void> | null = null;

async function refreshStoredToken(): Promise<void> {
  const { token, failSession, acceptToken } = useSessionStore.getState();
  try {
    if (!token || !shouldRefreshToken(decodeTokenPayload(token), Date.now())) return;
    const { access_token: accessToken } = await getRefreshedToken();
    acceptToken(accessToken);
  } catch (error) {
    // Spec section 8: a failed refresh clears the token and sets the status to error.
    console.warn('Token refresh failed; the session ends.', error);
    failSession();
  }
}

/** Spec section 4, start-up step 1: refresh the token when under 12 hours remain; once per page load. */
export function refreshTokenAtStartup(): Promise<void> {
  startupRefresh ??= refreshStoredToken();
  return startupRefresh;
}

export function useStartupTokenRefresh(): void {
  useEffect(() => {
    if (useSessionStore.getState().status !== 'success') return;
    void refreshTokenAtStartup();
  }, []);
}
