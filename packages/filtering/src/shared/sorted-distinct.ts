// Made on first use, not when the module loads: building a collator reads its locale's data, ~10 ms that the first
// screen's scripts (which import this module) need not spend before anything is sorted.
let collator: Intl.Collator | undefined;

/**
 * Compares names as a person reads a list: alphabetical ignoring case and accents, numbers by value ("Item 2" before
 * "Item 10"). Names that collate equal compare 0.
 */
export function compareNames(left: string, right: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(left, right);
}

/**
 * The distinct values in the order a person looks for them in a list: alphabetical ignoring case and accents, numbers
 * by value ("Item 2" before "Item 10"); values that collate equal fall back to code-unit order, so the order is total.
 */
export function sortedDistinct(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(
    (left, right) => compareNames(left, right) || (left < right ? -1 : left > right ? 1 : 0),
  );
}
