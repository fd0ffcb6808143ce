import { Outlet } from 'react-router';
import { useCurrentUser } from '../../shared/state/session-store';
import { NotAllowedPanel } from '../../components/layout/not-allowed-panel';

/** Shows the nested routes only to users with at least `minimum` privilege; the others learn they may not. */
export function RequirePrivilege({ minimum }: { minimum: number }) {
  const user = useCurrentUser();
  if (!user || user.privilege < minimum) {
    return <NotAllowedPanel />;
  }
  return <Outlet />;
}
