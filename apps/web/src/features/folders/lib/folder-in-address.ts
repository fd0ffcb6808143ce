import { FOLDER_PARAM, type FolderSettings } from '@argus/contract';

/** The folder a link names (`?folder=<customer>`), when it is one of the user's folders; otherwise null. */
export function folderNamedInAddress(search: string, tables: readonly FolderSettings[]): string | null {
  const wanted = new URLSearchParams(search).get(FOLDER_PARAM);
  return wanted !== null && tables.some((table) => table.customerName === wanted) ? wanted : null;
}
