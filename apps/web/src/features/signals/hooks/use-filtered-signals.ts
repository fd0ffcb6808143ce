import type { Signal } from '@argus/contract';
import {
  filterSignals,
  prepareSignals,
  type Reviews,
  type SignalCriteria,
  type SignalFilterResult,
} from '@argus/filtering';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_IN_WORKER_ABOVE } from '../lib/filter-threshold';
import { facetsOf, type SignalFacets } from '../lib/signal-facets';
import { filterInSignalsWorker } from '../lib/signals-worker-client';
import { useFolderSignals } from './use-folder-signals-store';

export type FilteredSignals = SignalFacets & { result: SignalFilterResult };

const NO_SIGNALS: Signal[] = [];

/** Prepared once per folder change (a load, a live update), filtered on every criteria or review change. */
function useFilterOnPage(events: readonly Signal[], criteria: SignalCriteria, reviews: Reviews): FilteredSignals {
  const prepared = useMemo(() => prepareSignals(events), [events]);
  const facets = useMemo(() => facetsOf(events), [events]);
  const result = useMemo(() => filterSignals(prepared, criteria, reviews), [prepared, criteria, reviews]);
  return useMemo(() => ({ ...facets, result }), [facets, result]);
}

/**
 * The same answer from the worker's copy of the folder (ADR 0047): the page sends the criteria and reviews and gets
 * row numbers back, which it maps to its own signals. An answer counts only for the folder version it was computed
 * on; a later version asks again.
 */
function useFilterInWorker(
  customer: string | null,
  events: readonly Signal[],
  version: number | null,
  criteria: SignalCriteria,
  reviews: Reviews,
): { customer: string; output: FilteredSignals } | null {
  const [answer, setAnswer] = useState<{ customer: string; output: FilteredSignals } | null>(null);
  // The option lists change only with the folder: the worker sends them only when its version is new to the page.
  const facets = useRef<{ customer: string; version: number; facets: SignalFacets } | null>(null);
  useEffect(() => {
    if (customer === null || version === null) return;
    let current = true;
    const known = facets.current?.customer === customer ? facets.current.version : -1;
    filterInSignalsWorker(customer, criteria, reviews, known).then(
      (answer) => {
        if (!answer || !current) return;
        const { facets: newFacets, version: answered, count, ...result } = answer;
        if (answered !== version || count !== events.length) return;
        if (newFacets) facets.current = { customer, version: answered, facets: newFacets };
        if (facets.current?.customer !== customer) return;
        const signals = Array.from(result.rows, (row) => events[row]!);
        setAnswer({ customer, output: { ...facets.current.facets, result: { ...result, signals } } });
      },
      (error: unknown) => console.warn('Filtering in the signals worker failed.', error),
    );
    return () => {
      current = false;
    };
  }, [customer, events, version, criteria, reviews]);
  return answer;
}

const EMPTY_OUTPUT: FilteredSignals = {
  ...facetsOf(NO_SIGNALS),
  result: { signals: [], rows: new Uint32Array(0), matchedBeforeEventTypes: 0, topEventTypes: [], topCompanies: [] },
};

/**
 * Spec section 4 for the open folder: its option lists, event-type groups and filter result. Small folders are
 * filtered on the page, large ones in the signals worker (ADR 0048); both answer the same. While the worker's first
 * answer for a folder is on its way, the folder's last result stays on screen.
 */
export function useFilteredSignals(
  customer: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
): FilteredSignals {
  const { events, version } = useFolderSignals(customer);
  const inWorker = customer !== null && version !== null && events.length > FILTER_IN_WORKER_ABOVE;
  const onPage = useFilterOnPage(inWorker ? NO_SIGNALS : events, criteria, reviews);
  const inWorkerAnswer = useFilterInWorker(inWorker ? customer : null, events, version, criteria, reviews);
  const current = inWorker ? (inWorkerAnswer?.customer === customer ? inWorkerAnswer.output : null) : onPage;
  // The last result shown for this folder, kept while a new one is computed (React's "information from previous
  // renders": set during render, which re-runs this component at once without rendering its children twice).
  const [last, setLast] = useState<{ customer: string | null; output: FilteredSignals } | null>(null);
  if (current && (last?.output !== current || last.customer !== customer)) setLast({ customer, output: current });
  return current ?? (last?.customer === customer ? last.output : EMPTY_OUTPUT);
}
