import type { Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  normalizeKeywords,
  prepareMentions,
  type MentionCriteria,
  type MentionFilterResult,
  type Reviews,
} from '@argus/filtering';
import { useMemo, useState } from 'react';
import { useKeywordIndexReady } from './use-keyword-index';

const NOTHING: MentionFilterResult = { mentions: [], rows: new Uint32Array(0) };

/**
 * Spec section 5 for the selected folder's mentions: prepared (and their option lists derived) once per load,
 * refiltered on every criteria or review change, on the main thread (ADR 0050). A keyword filter needs the folder's
 * keyword index; until its slices are done the previous answer stays on screen and `searching` is true.
 */
export function useFilteredMentions(mentions: readonly Mention[], criteria: MentionCriteria, reviews: Reviews) {
  const prepared = useMemo(() => prepareMentions(mentions), [mentions]);
  const options = useMemo(() => deriveMentionOptions(mentions), [mentions]);
  const needsIndex = useMemo(() => normalizeKeywords(criteria.keywords).length > 0, [criteria.keywords]);
  const indexReady = useKeywordIndexReady(prepared, needsIndex);
  const current = useMemo(
    () => (needsIndex && !indexReady ? null : filterMentions(prepared, criteria, reviews)),
    [needsIndex, indexReady, prepared, criteria, reviews],
  );
  // The last complete answer, shown while a keyword waits for the index.
  const [previous, setPrevious] = useState(NOTHING);
  if (current !== null && current !== previous) setPrevious(current);
  return { result: current ?? previous, options, searching: current === null };
}
