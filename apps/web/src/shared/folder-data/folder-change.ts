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

/**
 * How a change's result is made (ADR 0051): per position of `after`, the index of its item in the change's `upsert`,
 * or `upsert.length` plus its index in `before`. A worker that applied the change to its copy sends this with the
 * change, and a page whose list equals `before` builds the same list in one pass, without merging and sorting again.
 */
export function folderChangePlan<T>(before: readonly T[], upsert: readonly T[], after: readonly T[]): Uint32Array {
  const source = new Map<T, number>();
  before.forEach((item, index) => source.set(item, upsert.length + index));
  upsert.forEach((item, index) => source.set(item, index));
  return Uint32Array.from(after, (item) => source.get(item)!);
}

/** The list `folderChangePlan` describes, from the page's own `before` and its copy of the change's `upsert`. */
export function applyFolderChangePlan<T>(before: readonly T[], upsert: readonly T[], plan: Uint32Array): T[] {
  const after = new Array<T>(plan.length);
  for (let index = 0; index < plan.length; index++) {
    const from = plan[index]!;
    after[index] = from < upsert.length ? upsert[from]! : before[from - upsert.length]!;
  }
  return after;
}
