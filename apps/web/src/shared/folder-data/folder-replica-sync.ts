import type { FolderChange } from './folder-change';

type Folders<F> = { folders: Record<string, F> };

/** A zustand store of folders, as far as keeping a worker's copies in step needs it. */
export type FolderStore<F> = {
  getState: () => Folders<F>;
  setState: (update: (state: Folders<F>) => Partial<Folders<F>>) => void;
  subscribe: (listener: (state: Folders<F>, previous: Folders<F>) => void) => () => void;
};

type Replicas<T> = {
  /** Whether the worker runs (before it does, it holds no copies to keep in step). */
  running: () => boolean;
  change: (customer: string, change: FolderChange<T>) => Promise<number>;
  forget: (customer: string) => void;
};

/**
 * Keeps a worker's copies of the folders equal to the page's store (ADR 0047). Loads and the worker's own changes
 * pass through the worker and reach the store with its version; anything else that changes a folder (a hide on the
 * page) leaves the version null, and then the difference (by object identity: new objects, removed ids) is sent to
 * the worker, whose answered version is set if nothing changed meanwhile. A folder that leaves the store is forgotten.
 */
export function keepFolderReplicasInStep<T, F extends { version: number | null }>(
  store: FolderStore<F>,
  itemsOf: (folder: F) => readonly T[],
  idOf: (item: T) => string,
  replicas: Replicas<T>,
): () => void {
  /** Per customer: the items the worker's copy is known to equal. */
  const synced = new Map<string, readonly T[]>();

  function resync(customer: string, folder: F) {
    const items = itemsOf(folder);
    const before = synced.get(customer) ?? [];
    const now = new Set(items);
    const was = new Set(before);
    const change: FolderChange<T> = {
      upsert: items.filter((item) => !was.has(item)),
      remove: before.filter((item) => !now.has(item)).map(idOf),
    };
    synced.set(customer, items);
    void replicas.change(customer, change).then((version) => {
      const current = store.getState().folders[customer];
      // Only if nothing changed meanwhile; otherwise the next change brings its own version or resync.
      if (!current || itemsOf(current) !== items) return;
      store.setState((state) => ({ folders: { ...state.folders, [customer]: { ...current, version } } }));
    });
  }

  return store.subscribe((state, previous) => {
    if (!replicas.running()) return;
    for (const customer of Object.keys(previous.folders)) {
      if (state.folders[customer]) continue;
      synced.delete(customer);
      replicas.forget(customer);
    }
    for (const [customer, folder] of Object.entries(state.folders)) {
      const before = previous.folders[customer];
      if (folder.version !== null) synced.set(customer, itemsOf(folder));
      else if (!before || itemsOf(folder) !== itemsOf(before)) resync(customer, folder);
    }
  });
}
