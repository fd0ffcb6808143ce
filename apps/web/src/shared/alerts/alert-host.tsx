import { useNotifications } from '@mantine/notifications';
import { Component, Suspense, type ReactNode } from 'react';
import { preloadableLazy } from '../../components/layout/preloadable-lazy';
import { useSessionStore } from '../state/session-store';

// Mantine's notification container (portal, transitions, swipe to dismiss, scroll locking) is ~8 KB gzipped:
// the login page, whose errors are inline, never loads it. Alerts wait in Mantine's store until it arrives.
const NotificationContainer = preloadableLazy(() => import('../../components/alert/notification-container'));

/** Loads the alerts' container ahead of a sign-in, which mounts it (ADR 0153). */
export const preloadAlertHost = NotificationContainer.preload;

/** A failed chunk load (offline) must not take the page down with it: the alert is lost, the page is not. */
class IgnoreFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Shows the app's alerts: mounted as soon as there is one, and up front for a signed-in user. */
export function AlertHost() {
  const hasAlert = useNotifications().notifications.length > 0;
  const signedIn = useSessionStore((state) => state.status === 'success');
  if (!hasAlert && !signedIn) return null;
  return (
    <IgnoreFailure>
      <Suspense fallback={null}>
        <NotificationContainer />
      </Suspense>
    </IgnoreFailure>
  );
}
