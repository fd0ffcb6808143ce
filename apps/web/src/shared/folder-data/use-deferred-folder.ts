import { useDeferredValue } from 'react';

/**
 * What a folder store holds of the open folder, as the screen renders it (ADR 0118). A store's change renders at once
 * and whole (React cannot interrupt a store's render); a change within the open folder (its history, a live update,
 * hundreds of cards, options and counts) renders instead in the deferred pass after it, which yields to the browser
 * every few milliseconds. Another folder is shown at once: never the last folder's items under the new one's name.
 * The screen's first render, and a folder that follows none (`customer` was null: no folder chosen yet, or its size
 * still being counted, ADR 0110), show `empty` first and the folder in the deferred pass: nothing shown then can be
 * mistaken for another folder, and the screen's frame paints before its list is built (ADR 0120).
 */
export function useDeferredFolder<Folder>(customer: string | null, folder: Folder, empty: Folder): Folder {
  const deferredFolder = useDeferredValue(folder, empty);
  const deferredCustomer = useDeferredValue(customer, null);
  return deferredCustomer === customer || deferredCustomer === null ? deferredFolder : folder;
}
