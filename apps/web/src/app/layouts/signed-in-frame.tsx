import { lazy, Suspense } from 'react';
import type { CurrentUser } from '../../lib/session';
import { FirstPageLoader } from '../root-route';

// The signed-in frame (navigation, folders, start-up loading) is a chunk of its own: the login page never pays for it.
const AppLayout = lazy(() => import('./app-layout').then((module) => ({ default: module.AppLayout })));

/** The console's frame for a signed-in user, loaded on first use. */
export function SignedInFrame({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<FirstPageLoader />}>
      <AppLayout user={user} />
    </Suspense>
  );
}
