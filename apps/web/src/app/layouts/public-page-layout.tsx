import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/layout/page-suspense';
import { PublicLayout } from '../../components/layout/public-layout';
import { useSessionStore } from '../../shared/state/session-store';
import { SignedInFrame } from './signed-in-frame';

/** Public pages need no login; a signed-in user still reads them inside the console's frame. */
export function PublicPageLayout() {
  const user = useSessionStore((state) => (state.status === 'success' ? state.user : null));
  if (user) return <SignedInFrame user={user} />;
  return (
    <PublicLayout>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </PublicLayout>
  );
}
