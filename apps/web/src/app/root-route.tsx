import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useStartupTokenRefresh } from '../features/auth/hooks/use-startup-token-refresh';

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

/** Shown while the first lazily loaded page arrives. */
export function FirstPageLoader() {
  return (
    <Center mih="100dvh">
      <Loader />
    </Center>
  );
}
