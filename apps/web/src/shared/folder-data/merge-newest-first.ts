import { compareNewestFirst } from '@argus/filtering';

/**
 * Spec section 4: new items merge into a folder's list without duplicates by id; the incoming copy wins (an edit
 * reloads it). The result is newest first, by publish date then id in code units (ADR 0030), as every list of the
 * app shows it and as the filter pipeline expects its input (anything else makes it sort the folder again).
 */
export function mergeNewestFirst<T extends { publishDate: string }>(
  current: readonly T[],
  incoming: readonly T[],
  idOf: (item: T) => string,
): T[] {
  const byId = new Map<string, T>();
  for (const item of current) byId.set(idOf(item), item);
  for (const item of incoming) byId.set(idOf(item), item);
  return [...byId.values()].sort((left, right) =>
    compareNewestFirst(left.publishDate, idOf(left), right.publishDate, idOf(right)),
  );
}
