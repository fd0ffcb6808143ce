import { useEffect } from 'react';
import type { LiveFolderWatches } from './live-folder-watches';
import { useSessionStore } from '../state/session-store';

/** The page passes the start-up's reload, which knows the folder's load range. */
export type ReloadFolder = (customer: string, replace: boolean) => Promise<void>;

// One reload per kind and folder at a time, however often its stream asks.
const reloads = new WeakMap<LiveFolderWatches, Map<string, Promise<void>>>();

function reloadOnce(watches: LiveFolderWatches, reloadFolder: ReloadFolder, customer: string) {
  const running = reloads.get(watches) ?? new Map<string, Promise<void>>();
  reloads.set(watches, running);
  if (running.has(customer)) return;
  const reload = reloadFolder(customer, true)
    .catch((error: unknown) => console.warn('Reloading the folder for its live updates failed.', error))
    .finally(() => running.delete(customer));
  running.set(customer, reload);
}

/**
 * While the folder is open, its items written elsewhere arrive in it without a reload (server-sent events through the
 * kind's worker, ADRs 0046, 0126). The stream resumes where it left off when the screen opens again; when it cannot,
 * the folder loads anew. `shownFirstDay` (YYYY-MM-DD): the first day the screen shows; the stream covers it too when
 * it comes before the folder's range (ADR 0110).
 */
export function useLiveFolder(
  watches: LiveFolderWatches,
  customer: string | null,
  reloadFolder: ReloadFolder,
  shownFirstDay?: string,
): void {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!customer) return;
    return watches.watch(customer, (folder) => reloadOnce(watches, reloadFolder, folder));
  }, [watches, customer, reloadFolder]);
  useEffect(() => {
    if (customer) watches.showFrom(customer, shownFirstDay ? `${shownFirstDay}T00:00:00.000Z` : null);
  }, [watches, customer, shownFirstDay]);
  useEffect(() => {
    watches.updateToken(token);
  }, [watches, token]);
}
