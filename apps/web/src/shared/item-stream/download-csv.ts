import { saveFile } from '../../lib/save-file';
import type { ServerListing } from '../folder-data/use-server-filter';

/**
 * Saves a CSV file built in the page (no server round trip for what is already here) or fetched from the API, named
 * `argus-<name>-<today>.csv`.
 */
export function downloadCsv(csv: string | Blob, name: string): void {
  saveFile(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    `argus-${name}-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}

/**
 * Export CSV's action: the shown items, or when the server filters (ADR 0033) every item of its answer, fetched page
 * by page, so that the file holds exactly the filtered list whatever has been scrolled.
 */
export function exportCsvAction<T>(
  name: string,
  toCsv: (items: readonly T[]) => string,
  shown: readonly T[],
  server: Pick<ServerListing<T>, 'fetchAll'> | null | undefined,
): () => void | Promise<void> {
  if (server) return async () => downloadCsv(toCsv(await server.fetchAll()), name);
  return () => downloadCsv(toCsv(shown), name);
}
