import { Suspense } from 'react';
import { preloadableLazy } from '../../components/layout/preloadable-lazy';
import type { CurrentUser } from '../../lib/session';
import { preloadAlertHost } from '../../shared/alerts/alert-host';
import { FirstPageLoader } from '../root-route';

// The signed-in frame (navigation, folders, start-up loading) is a chunk of its own: the login page never pays for it,
// nor for the query client it reads through. Loaded ahead while a person types their password, or with a stored
// session's first script, it then shows without its fallback (ADR 0153).
const AppLayout = preloadableLazy(async () => {
  const [layout, { withQueryClient }] = await Promise.all([import('./app-layout'), import('../with-query-client')]);
  return { default: withQueryClient(layout.AppLayout) };
});

/** Loads the signed-in frame's code, and the alerts' container a signed-in user mounts, ahead of their first render. */
export function preloadSignedInFrame(): Promise<unknown> {
  return Promise.all([AppLayout.preload(), preloadAlertHost()]);
}

/** The console's frame for a signed-in user, loaded on first use. */
export function SignedInFrame({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<FirstPageLoader />}>
      <AppLayout user={user} />
    </Suspense>
  );
}
