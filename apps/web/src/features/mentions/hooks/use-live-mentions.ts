import { useCallback } from 'react';
import { useLiveFolder } from '../../../shared/folder-data/use-live-folder';
import { liveMentionWatches } from '../lib/mentions-worker-client';

/**
 * While the folder is open, mentions that arrive (feed sources, the push API) or change elsewhere reach it
 * without a reload (server-sent events through the mentions worker, ADR 0126; shared/folder-data/use-live-folder.ts). The page
 * passes the start-up's reload of the folder's mentions, for when the stream cannot replay what it missed.
 */
export function useLiveMentions(
  customer: string | null,
  username: string,
  reloadFolder: (username: string, customer: string, replace: boolean) => Promise<void>,
): void {
  const reload = useCallback(
    (folder: string, replace: boolean) => reloadFolder(username, folder, replace),
    [reloadFolder, username],
  );
  useLiveFolder(liveMentionWatches, customer, reload);
}
