import type { PreparedMentions } from '@argus/filtering';
import { useEffect, useState } from 'react';
import { buildKeywordIndexInSlices } from '../lib/build-keyword-index-in-slices';

/**
 * Whether the folder's keyword index is complete. It is built after every load in idle time, and faster (still in
 * slices) while a keyword filter waits for it, so the first keyword never blocks the page (ADR 0050).
 */
export function useKeywordIndexReady(prepared: PreparedMentions, wanted: boolean): boolean {
  const [builtFor, setBuiltFor] = useState<PreparedMentions | null>(null);
  const ready = builtFor === prepared || prepared.keywordIndex !== null;
  useEffect(() => {
    if (ready) return;
    return buildKeywordIndexInSlices(prepared, wanted, () => setBuiltFor(prepared));
  }, [prepared, wanted, ready]);
  return ready;
}
