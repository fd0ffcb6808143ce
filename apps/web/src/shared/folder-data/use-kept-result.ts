import { useState } from 'react';

/**
 * `current`, or while it is null (a new result on its way) the last result computed for the same `key`. Kept with
 * React's "information from previous renders": set during render, which re-runs the component at once without
 * rendering its children twice.
 */
export function useKeptResult<R>(key: string | null, current: R | null): R | null {
  const [last, setLast] = useState<{ key: string | null; result: R } | null>(null);
  if (current !== null && (last?.result !== current || last.key !== key)) setLast({ key, result: current });
  return current ?? (last?.key === key ? last.result : null);
}
