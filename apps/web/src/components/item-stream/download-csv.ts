import type { ServerListing } from '../../lib/use-server-filter';

/**
 * Saves a CSV file built in the page (no server round trip for what is already here) or fetched from the API, named
 * `argus-<name>-<today>.csv`.
 */
export function downloadCsv(csv: string | Blob, name: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `argus-${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
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
