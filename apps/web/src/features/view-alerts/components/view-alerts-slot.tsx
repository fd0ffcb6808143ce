import { lazy } from 'react';
import { AfterFirstScreen } from '../../../components/layout/after-first-screen';

// Neither in the first visit's chunks (ADR 0114) nor among the first screen's calls, as the navigation's saved views
// (ADR 0135): the bell's code and its first read come once the first screen is drawn.
const ViewAlerts = lazy(() => import('./view-alerts'));

/** The header's bell and the alert notices (ADR 0136), loaded after the first screen. */
export function ViewAlertsSlot({ username }: { username: string }) {
  return (
    <AfterFirstScreen>
      <ViewAlerts username={username} />
    </AfterFirstScreen>
  );
}
