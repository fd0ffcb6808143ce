const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The distinct values in the order a person looks for them in a list: alphabetical ignoring case and accents, numbers
 * by value ("Item 2" before "Item 10"); values that collate equal fall back to code-unit order, so the order is total.
 */
export function sortedDistinct(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(
    (left, right) => collator.compare(left, right) || (left < right ? -1 : left > right ? 1 : 0),
  );
}
