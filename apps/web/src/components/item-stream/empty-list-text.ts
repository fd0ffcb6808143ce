import type { ServerListing } from '../../lib/use-server-filter';

type EmptyListState = {
  /** Singular, lower case ("signal"). */
  noun: string;
  loadedCount: number;
  historyLoaded: boolean;
  loadedRangeText: string;
  server?: Pick<ServerListing<unknown>, 'total'> | null;
};

/** What an empty stream list says: the folder is loading or empty, the server is asked, or nothing matches. */
export function emptyListText({ noun, loadedCount, historyLoaded, loadedRangeText, server }: EmptyListState): string {
  const nothingMatches = `No ${noun} matches these filters. Widen the date range or reset the filters.`;
  if (server) return server.total === null ? `Filtering the ${noun}s on the server…` : nothingMatches;
  if (loadedCount > 0) return nothingMatches;
  return historyLoaded ? `This folder has no ${noun}s of ${loadedRangeText}.` : `Loading the ${noun}s of this folder…`;
}
