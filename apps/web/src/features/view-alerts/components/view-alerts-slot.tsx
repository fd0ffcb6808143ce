import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';

// Neither in the first visit's chunks (ADR 0114) nor among the first screen's calls, as the navigation's saved views
// (ADR 0135): the bell's code and its first read come once the first screen is drawn.
const ViewAlerts = lazy(() => import('./view-alerts'));

const AFTER_FIRST_SCREEN_MAX_MS = 2000;

/** The header's bell and the alert notices (ADR 0136), loaded after the first screen. */
export function ViewAlertsSlot({ username }: { username: string }) {
  const [afterFirstScreen, setAfterFirstScreen] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenIdle(AFTER_FIRST_SCREEN_MAX_MS).then(() => {
      if (mounted) setAfterFirstScreen(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!afterFirstScreen) return null;
  return (
    <Suspense fallback={null}>
      <ViewAlerts username={username} />
    </Suspense>
  );
}
