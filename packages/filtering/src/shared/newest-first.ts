/**
 * Newest first: publish date descending, then id descending, both compared by UTF-16 code units (not by locale) so
 * that the order is the same in every browser and equals PostgreSQL's `COLLATE "C"`. Ties on both cannot happen for
 * a folder's list, whose ids are unique; a stable sort keeps such items in input order anyway.
 */
export function compareNewestFirst(leftDate: string, leftId: string, rightDate: string, rightId: string): number {
  if (leftDate !== rightDate) return leftDate < rightDate ? 1 : -1;
  if (leftId !== rightId) return leftId < rightId ? 1 : -1;
  return 0;
}

/** Positions 0…n-1 of the items in newest-first order; O(n) when the items come sorted, as the folder store keeps them. */
export function newestFirstOrder<T>(items: readonly T[], dateOf: (item: T) => string, idOf: (item: T) => string) {
  const order = Array.from({ length: items.length }, (_, index) => index);
  let sorted = true;
  for (let index = 1; index < items.length && sorted; index++) {
    const previous = items[index - 1]!;
    const current = items[index]!;
    sorted = compareNewestFirst(dateOf(previous), idOf(previous), dateOf(current), idOf(current)) <= 0;
  }
  if (!sorted) {
    order.sort((left, right) => {
      const a = items[left]!;
      const b = items[right]!;
      return compareNewestFirst(dateOf(a), idOf(a), dateOf(b), idOf(b)) || left - right;
    });
  }
  return order;
}
