import type { Signal } from '@argus/contract';
import {
  filterSignals,
  prepareSignals,
  type Reviews,
  type SignalCriteria,
  type SignalFilterResult,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { useKeptResult } from '../../../lib/use-kept-result';
import { useWorkerFilter } from '../../../lib/use-worker-filter';
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

const EMPTY_OUTPUT: FilteredSignals = {
  ...facetsOf(NO_SIGNALS),
  result: { signals: [], rows: new Uint32Array(0), matchedBeforeEventTypes: 0, topEventTypes: [], topCompanies: [] },
};

/**
 * Spec section 4 for the open folder: its option lists, event-type groups and filter result. Small folders are
 * filtered on the page, large ones in the signals worker (ADR 0048); both answer the same. While the worker's answer
 * for the present criteria is on its way (`filtering`), the folder's last result stays on screen.
 */
export function useFilteredSignals(
  customer: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
): FilteredSignals & { filtering: boolean } {
  const { events, version } = useFolderSignals(customer);
  const inWorker = customer !== null && version !== null && events.length > FILTER_IN_WORKER_ABOVE;
  const onPage = useFilterOnPage(inWorker ? NO_SIGNALS : events, criteria, reviews);
  const request = useCallback(
    (customer: string, facetsVersion: number) => filterInSignalsWorker(customer, criteria, reviews, facetsVersion),
    [criteria, reviews],
  );
  const { filtered, pending } = useWorkerFilter(inWorker ? customer : null, events, version, request, 'signals');
  const inWorkerOutput = useMemo(() => {
    if (!filtered) return null;
    const { facets: _facets, version: _version, count: _count, ...result } = filtered.answer;
    return { ...filtered.facets, result: { ...result, signals: filtered.items } };
  }, [filtered]);
  // While the worker's first answer for a folder is on its way, the folder's last result stays on screen.
  const shown = useKeptResult(customer, inWorker ? inWorkerOutput : onPage) ?? EMPTY_OUTPUT;
  return useMemo(() => ({ ...shown, filtering: pending }), [shown, pending]);
}
