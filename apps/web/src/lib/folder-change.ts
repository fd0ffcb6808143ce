import { mergeNewestFirst } from './merge-newest-first';

/**
 * One change to a folder's list (ADR 0047): items written (merged by id, newest first, the incoming copy wins), ids
 * removed (hidden, deleted), or, with `replace`, a new list instead of the old one (a reload). The page's folder store
 * and its worker's copy apply the same changes in the same order with this one function, so both hold the same list
 * in the same order, and a row number the worker answers means the same item on the page.
 */
export type FolderChange<T> = { upsert: readonly T[]; remove?: readonly string[]; replace?: boolean };

export function applyFolderChange<T extends { publishDate: string }>(
  current: readonly T[],
  change: FolderChange<T>,
  idOf: (item: T) => string,
): T[] {
  const base = change.replace ? [] : current;
  const removed = new Set(change.remove ?? []);
  const kept = removed.size === 0 ? base : base.filter((item) => !removed.has(idOf(item)));
  return change.upsert.length === 0 ? [...kept] : mergeNewestFirst(kept, change.upsert, idOf);
}
