import { lazy, Suspense } from 'react';
import type { CurrentUser } from '../../lib/session';
import { FirstPageLoader } from '../root-route';

// The signed-in frame (navigation, folders, start-up loading) is a chunk of its own: the login page never pays for it,
// nor for the query client it reads through.
const AppLayout = lazy(async () => {
  const [layout, { withQueryClient }] = await Promise.all([import('./app-layout'), import('../with-query-client')]);
  return { default: withQueryClient(layout.AppLayout) };
});

/** The console's frame for a signed-in user, loaded on first use. */
export function SignedInFrame({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<FirstPageLoader />}>
      <AppLayout user={user} />
    </Suspense>
  );
}
