import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { create } from 'zustand';
import { showServerFailureAlert } from '../../components/alert/show-alert';
import { configureApiClient } from '../../lib/api-client';
import {
  clearStoredToken,
  loadStoredSession,
  readStoredToken,
  readValidToken,
  writeStoredToken,
  type AuthStatus,
  type CurrentUser,
} from '../../lib/session';

type SessionStore = {
  token: string | null;
  status: AuthStatus;
  user: CurrentUser | null;
  /** empty/error → loading, when a login request starts. */
  beginLogin: () => void;
  /** loading → success; stores the token. Throws when the token cannot be read, leaving the session unchanged. */
  acceptToken: (token: string) => void;
  /** → error; the token is cleared (failed login, failed refresh, revoked token). */
  failSession: () => void;
  /** any → empty, on logout. */
  clearSession: () => void;
};

export const useSessionStore = create<SessionStore>()((set) => ({
  ...loadStoredSession(readStoredToken(), Date.now()),
  beginLogin: () => set({ status: 'loading' }),
  acceptToken: (token) => {
    const user = readValidToken(token, Date.now());
    writeStoredToken(token);
    set({ token, user, status: 'success' });
  },
  failSession: () => {
    clearStoredToken();
    set({ token: null, user: null, status: 'error' });
  },
  clearSession: () => {
    clearStoredToken();
    set({ token: null, user: null, status: 'empty' });
  },
}));

configureApiClient({
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => useSessionStore.getState().failSession(),
  onServerFailure: showServerFailureAlert,
});

export function useCurrentUser(): CurrentUser | null {
  return useSessionStore((state) => state.user);
}

/** Logging out (or in) in another tab changes the stored token; follow it so both tabs agree. */
export function watchStoredTokenChanges(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
    const { token, acceptToken, clearSession } = useSessionStore.getState();
    const stored = readStoredToken();
    if (stored === token) return;
    if (!stored) {
      clearSession();
      return;
    }
    try {
      acceptToken(stored);
    } catch {
      clearSession();
    }
  });
}
