import { useEffect } from 'react';
import { useFolderMentionsStore } from '../../features/mentions/hooks/use-folder-mentions-store';
import { useFolderSignalsStore } from '../../features/signals/hooks/use-folder-signals-store';
import { useLoadingFlagsStore } from '../../lib/loading-flags-store';
import { queryClient } from '../../lib/query-client';
import type { CurrentUser } from '../../lib/session';
import { useSessionStore } from '../../lib/session-store';
import { forgetFolderLoads } from './load-folder';
import { runStartup } from './run-startup';

// The user the start-up last ran for: once per sign-in, not once per mount of the frame.
let startedFor: string | null = null;

/** Runs the start-up initialisation (spec section 4) once the signed-in frame shows. */
export function useStartup(user: CurrentUser): void {
  useEffect(() => {
    if (startedFor === user.username) return;
    startedFor = user.username;
    void runStartup(user, queryClient);
  }, [user]);
}

// Logging out (or another user signing in) must not show the previous user's folders.
useSessionStore.subscribe((state, previous) => {
  if (state.user?.username === previous.user?.username) return;
  startedFor = null;
  forgetFolderLoads();
  useLoadingFlagsStore.getState().setAdminListsLoaded(false);
  useFolderSignalsStore.setState({ folders: {} });
  useFolderMentionsStore.setState({ folders: {} });
});
