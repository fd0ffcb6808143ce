import { useLiveFolder, type ReloadFolder } from '../../../shared/folder-data/use-live-folder';
import { liveSignalWatches } from '../lib/signals-worker-client';

/**
 * While the folder is open, signals created, edited, hidden or deleted elsewhere arrive in it without a
 * reload (server-sent events through the signals worker, ADR 0046; shared/folder-data/use-live-folder.ts). `shownFirstDay`
 * (YYYY-MM-DD): the first day the screen shows, which the stream covers too (ADR 0110).
 */
export function useLiveSignals(customer: string | null, reloadFolder: ReloadFolder, shownFirstDay?: string): void {
  useLiveFolder(liveSignalWatches, customer, reloadFolder, shownFirstDay);
}
