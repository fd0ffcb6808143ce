import type { Signal } from '@argus/contract';
import {
  filterSignals,
  prepareSignals,
  type Reviews,
  type SignalCriteria,
  type SignalFilterResult,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import type { FilterPlace } from '../../../lib/filter-place';
import { useKeptResult } from '../../../lib/use-kept-result';
import { useServerFilter, type ServerListing } from '../../../lib/use-server-filter';
import { useWorkerFilter } from '../../../lib/use-worker-filter';
import { filteredSignalsQuery } from '../api/get-filtered-signals';
import { FILTER_IN_WORKER_ABOVE } from '../lib/filter-threshold';
import { facetsOf, type SignalFacets } from '../lib/signal-facets';
import { filterInSignalsWorker } from '../lib/signals-worker-client';
import { useFolderSignals } from './use-folder-signals-store';

/** What the screen shows of a filter's answer, from the browser or from the server. */
export type ShownSignals = Pick<SignalFilterResult, 'signals' | 'topEventTypes' | 'topCompanies'>;

type InBrowser = SignalFacets & { result: ShownSignals };

/** `server`: the list comes from the server (ADR 0033); null while the browser filters. */
export type FilteredSignals = InBrowser & { server: ServerListing<Signal> | null };

const NO_SIGNALS: Signal[] = [];

/** Prepared once per folder change (a load, a live update), filtered on every criteria or review change. */
function useFilterOnPage(events: readonly Signal[], criteria: SignalCriteria, reviews: Reviews): InBrowser {
  const prepared = useMemo(() => prepareSignals(events), [events]);
  const facets = useMemo(() => facetsOf(events), [events]);
  const result = useMemo(() => filterSignals(prepared, criteria, reviews), [prepared, criteria, reviews]);
  return useMemo(() => ({ ...facets, result }), [facets, result]);
}

const NOTHING_SHOWN: ShownSignals = { signals: [], topEventTypes: [], topCompanies: [] };
const EMPTY_OUTPUT: InBrowser = { ...facetsOf(NO_SIGNALS), result: NOTHING_SHOWN };

/** The server's answer for the criteria when the screen filters there; its first page has the counts and top lists. */
function useFilterOnServer(customer: string | null, criteria: SignalCriteria, place: FilterPlace) {
  const server = useServerFilter(customer, criteria, place, filteredSignalsQuery);
  const [first, items] = [server?.pages?.[0], server?.items];
  const result = useMemo(
    (): ShownSignals | null =>
      first && items ? { signals: items, topEventTypes: first.topEventTypes, topCompanies: first.topCompanies } : null,
    [first, items],
  );
  return { result, server };
}

/**
 * Spec section 4 for the open folder: its option lists, event-type groups and filter result. Small folders are
 * filtered on the page, large ones in the signals worker (ADR 0048); both answer the same. While the worker's answer
 * for the present criteria is on its way (`filtering`), the folder's last result stays on screen. Where the browser
 * lacks the signals (`place`, ADR 0033), the list, counts and top lists are the server's; the option lists stay the
 * held folder's.
 */
export function useFilteredSignals(
  customer: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
  place: FilterPlace,
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
  const inBrowser = useKeptResult(customer, inWorker ? inWorkerOutput : onPage) ?? EMPTY_OUTPUT;
  const { result: fromServer, server } = useFilterOnServer(customer, criteria, place);
  return useMemo(
    () => ({
      ...inBrowser,
      result: server ? (fromServer ?? NOTHING_SHOWN) : inBrowser.result,
      server,
      // On the server: until the first answer, and while new criteria's answer replaces the one on show.
      filtering: server ? fromServer === null || server.updating : pending,
    }),
    [inBrowser, fromServer, server, pending],
  );
}
