import type { Alert, AlertList } from '@argus/contract';
import { useEffect, useRef } from 'react';
import { ALERT_NOTICES_AT_ONCE, showAlertNotice, showMoreAlertsNotice } from '../components/alert-notice';

/**
 * Pops up each alert that arrives while the page is open, as a notice with Open. What the first answer held was there
 * before the page loaded: it is in the bell's list, and a reload does not show it again.
 */
export function useAlertNotices(list: AlertList | undefined, onOpen: (alert: Alert) => void): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!list) return;
    if (seen.current === null) {
      seen.current = new Set(list.items.map((alert) => alert.id));
      return;
    }
    const known = seen.current;
    const arrived = list.items.filter((alert) => !known.has(alert.id));
    for (const alert of arrived) known.add(alert.id);
    // Newest first in the list; read already (in another tab) needs no notice.
    const fresh = arrived.filter((alert) => !alert.read);
    const shown = fresh.slice(0, ALERT_NOTICES_AT_ONCE);
    // The oldest first, so that the newest is shown last.
    for (const alert of [...shown].reverse()) showAlertNotice(alert, onOpen);
    if (fresh.length > shown.length) showMoreAlertsNotice(fresh.length - shown.length);
  }, [list, onOpen]);
}
