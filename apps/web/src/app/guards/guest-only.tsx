import { Navigate, Outlet } from 'react-router';
import { useSessionStore } from '../../shared/state/session-store';
import { paths } from '../../lib/paths';

/**
 * Spec section 6: login, sign-up and forgot-password are blocked for signed-in users, who go to / (straight to where
 * its redirects end).
 */
export function GuestOnly() {
  const status = useSessionStore((state) => state.status);
  return status === 'success' ? <Navigate to={paths.signedInLanding} replace /> : <Outlet />;
}
