import { applyFolderChange, type FolderChange } from './folder-change';

/** A worker's copy of one folder's list, and how many changes made it (the page's store records the same number). */
export type FolderReplica<T> = { items: readonly T[]; version: number };

const EMPTY = { items: [], version: 0 };

/**
 * The folders a worker holds for its page (ADR 0047): every change the page's store applies passes through here
 * first and gets its version, so that the worker can filter a folder without the page sending it the list.
 */
export function createFolderReplicas<T extends { publishDate: string }>(idOf: (item: T) => string) {
  const folders = new Map<string, FolderReplica<T>>();
  return {
    get: (customer: string): FolderReplica<T> => folders.get(customer) ?? EMPTY,
    apply(customer: string, change: FolderChange<T>): FolderReplica<T> {
      const current = folders.get(customer) ?? EMPTY;
      const next = { items: applyFolderChange(current.items, change, idOf), version: current.version + 1 };
      folders.set(customer, next);
      return next;
    },
    /** The page dropped the folder (logout, another user): the next change starts again from version 0. */
    forget(customer: string) {
      folders.delete(customer);
    },
  };
}
export type FolderReplicas<T extends { publishDate: string }> = ReturnType<typeof createFolderReplicas<T>>;
