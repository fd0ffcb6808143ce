import { Navigate } from 'react-router';
import { useSessionStore } from '../../shared/state/session-store';
import { SignedInFrame } from '../layouts/signed-in-frame';
import { paths } from '../../lib/paths';

/** Spec section 2: every route except the public ones needs a signed-in user; guests go to /login. */
export function RequireAuth() {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status !== 'success' || !user) {
    return <Navigate to={paths.login} replace />;
  }
  return <SignedInFrame user={user} />;
}
