import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useStartupTokenRefresh } from '../features/auth/hooks/use-startup-token-refresh';
import { isEmbedded } from '../lib/is-embedded';
import { useSessionStore } from '../shared/state/session-store';
import { FramePlaceholder } from './layouts/frame-placeholder';

/** Runs once above every page: the start-up token refresh (spec section 4, step 1). */
export function RootRoute() {
  useStartupTokenRefresh();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Shown while the first lazily loaded page arrives: for a stored session, the signed-in frame's outline (a framed app
 * has a compact frame of its own, so it keeps the plain loader).
 */
export function FirstPageLoader() {
  const signedIn = useSessionStore((state) => state.user !== null);
  if (signedIn && !isEmbedded()) return <FramePlaceholder />;
  return (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
}
