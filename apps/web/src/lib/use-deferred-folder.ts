import { useDeferredValue } from 'react';

/**
 * What a folder store holds of the open folder, as the screen renders it (ADR 0118). A store's change renders at once
 * and whole (React cannot interrupt a store's render); a change within the open folder (its history, a live update,
 * hundreds of cards, options and counts) renders instead in the deferred pass after it, which yields to the browser
 * every few milliseconds. Another folder is shown at once: never the last folder's items under the new one's name.
 * A folder that follows none (`customer` was null: no folder chosen yet, or its size still being counted, ADR 0110)
 * is deferred too, since nothing shown can be mistaken for it: the start-up's first list renders in slices
 * (ADR 0120).
 */
export function useDeferredFolder<Folder>(customer: string | null, folder: Folder): Folder {
  const deferredFolder = useDeferredValue(folder);
  const deferredCustomer = useDeferredValue(customer);
  return deferredCustomer === customer || deferredCustomer === null ? deferredFolder : folder;
}
