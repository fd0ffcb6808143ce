/**
 * Spec section 4: new items merge into a folder's list without duplicates by id; the incoming copy wins (an edit
 * reloads it). The result is newest first, by publish date then id, as every list of the app shows it.
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
    left.publishDate === right.publishDate
      ? idOf(right).localeCompare(idOf(left))
      : right.publishDate.localeCompare(left.publishDate),
  );
}
