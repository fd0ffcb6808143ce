import { useDeferredValue } from 'react';

/**
 * What a folder store holds of the open folder, as the screen renders it (ADR 0118). A store's change renders at once
 * and whole (React cannot interrupt a store's render); a change within the open folder (its history, a live update,
 * hundreds of cards, options and counts) renders instead in the deferred pass after it, which yields to the browser
 * every few milliseconds. Another folder is shown at once: never the last folder's items under the new one's name.
 */
export function useDeferredFolder<Folder>(customer: string | null, folder: Folder): Folder {
  const deferredFolder = useDeferredValue(folder);
  const deferredCustomer = useDeferredValue(customer);
  return deferredCustomer === customer ? deferredFolder : folder;
}
