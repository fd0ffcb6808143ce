import { replaceEqualDeep } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * `value`, or the value this hook last returned while the new one is equal to it, key by key and item by item: what
 * is computed again into a new object of the same content keeps its identity, so that what is memoised on it (a
 * chart's option, a card's render) is not done again. A value that differs keeps the parts that did not (TanStack
 * Query's structural sharing, as the app's query answers have it). Kept with React's "information from previous
 * renders".
 */
export function useKeptWhileEqual<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value) return kept;
  const shared = replaceEqualDeep(kept, value);
  if (shared !== kept) setKept(shared);
  return shared;
}
