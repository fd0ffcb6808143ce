import { useEffect } from 'react';
import { useSessionStore } from '../../../lib/session-store';
import { showLiveSignalsFrom, updateLiveSignalsToken, watchLiveSignals } from '../lib/signals-worker-client';

// One reload per folder at a time, however often its stream asks.
const reloads = new Map<string, Promise<void>>();

/** The page passes the start-up's reload, which knows the folder's load range. */
export type ReloadFolder = (customer: string, replace: boolean) => Promise<void>;

function reloadOnce(reloadFolder: ReloadFolder, customer: string) {
  if (reloads.has(customer)) return;
  const running = reloadFolder(customer, true)
    .catch((error: unknown) => console.warn('Reloading the folder for its live updates failed.', error))
    .finally(() => reloads.delete(customer));
  reloads.set(customer, running);
}

/**
 * Issue 5: while the folder is open, signals created, edited, hidden or deleted elsewhere arrive in it without a
 * reload (server-sent events through the signals worker, ADR 0046). The stream resumes where it left off when the
 * screen opens again; when it cannot, the folder loads anew. `shownFirstDay` (YYYY-MM-DD): the first day the screen
 * shows; the stream covers it too when it comes before the folder's range (ADR 0110).
 */
export function useLiveSignals(customer: string | null, reloadFolder: ReloadFolder, shownFirstDay?: string): void {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!customer) return;
    return watchLiveSignals(customer, (folder) => reloadOnce(reloadFolder, folder));
  }, [customer, reloadFolder]);
  useEffect(() => {
    if (customer) showLiveSignalsFrom(customer, shownFirstDay ? `${shownFirstDay}T00:00:00.000Z` : null);
  }, [customer, shownFirstDay]);
  useEffect(() => {
    updateLiveSignalsToken(token);
  }, [token]);
}
