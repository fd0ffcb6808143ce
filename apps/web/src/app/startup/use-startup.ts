import { useEffect } from 'react';
import { useUserSettings } from '../../features/settings/api/get-user-settings';
import { useThemePreference } from '../../features/settings/hooks/use-theme-preference';
import { useFolderMentionsStore } from '../../features/mentions/hooks/use-folder-mentions-store';
import { useFolderSignalsStore } from '../../features/signals/hooks/use-folder-signals-store';
import { startMentionsWorker } from '../../features/mentions/lib/mentions-worker-client';
import { startSignalsWorker } from '../../features/signals/lib/signals-worker-client';
import { useLoadingFlagsStore } from '../../shared/state/loading-flags-store';
import { queryClient } from '../../shared/state/query-client';
import type { CurrentUser } from '../../lib/session';
import { useSessionStore } from '../../shared/state/session-store';
import { askStartupReadsEarly } from './ask-startup-reads';
import { startsWithFirstScreen } from './first-screen-items';
import { forgetFolderLoads, widenFolderLoads } from './load-folder';
import { runStartup } from './run-startup';

// The user the start-up last ran for: once per sign-in, not once per mount of the frame.
let startedFor: string | null = null;

function startOnce(user: CurrentUser): void {
  if (startedFor === user.username) return;
  startedFor = user.username;
  // In the login answer's task, before React renders the signed-in frame (ADR 0150); a stored session asked already.
  askStartupReadsEarly(user);
  // The folders' loads run in the workers: the first screen's worker loads its script and modules beside the token
  // refresh and the settings, not after them (ADR 0118); the other starts with its first load (ADR 0157).
  if (startsWithFirstScreen(window.location.pathname, 'signals')) startSignalsWorker();
  if (startsWithFirstScreen(window.location.pathname, 'mentions')) startMentionsWorker();
  void runStartup(user, queryClient);
}

/**
 * A page opened with a stored session (a reload, a new tab, a link): its start-up leaves with the page's first
 * script, beside the first screen's code (ADR 0114); main.tsx preloads the signed-in frame's code beside it (ADR 0153).
 */
export function startStoredSession(user: CurrentUser): void {
  startOnce(user);
}

/**
 * Runs the start-up initialisation (spec section 4) once the signed-in frame shows, then keeps the device's theme
 * and the folders' loaded range in step with the user's preferences.
 */
export function useStartup(user: CurrentUser): void {
  useEffect(() => startOnce(user), [user]);

  // The user's preferences as the start-up loaded them, and again whenever Settings saves them.
  const preferences = useUserSettings(user.username).data?.preferences;
  useThemePreference(preferences?.theme);
  const dateRange = preferences?.dateRange;
  useEffect(() => {
    if (dateRange) widenFolderLoads(user.username, dateRange);
  }, [dateRange, user.username]);
}

// Logging out (or another user signing in) must not show the previous user's folders.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.username === previous.user?.username) return;
  startedFor = null;
  forgetFolderLoads();
  useLoadingFlagsStore.getState().setAdminListsLoaded(false);
  useFolderSignalsStore.setState({ folders: {} });
  useFolderMentionsStore.setState({ folders: {} });
  // A sign-in on this page (the login page loaded this module while idle) starts the start-up with the login answer,
  // not after the frame's first render (ADR 0103).
  if (state.status === 'success' && state.user) startOnce(state.user);
});
