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
import { useKeptResult } from '../../../shared/folder-data/use-kept-result';
import { useServerFilter, type ServerListing } from '../../../shared/folder-data/use-server-filter';
import { useServerOptions } from '../../../shared/folder-data/use-server-options';
import { useWorkerFilter } from '../../../shared/folder-data/use-worker-filter';
import type { ItemRelevanceOf } from '../../../shared/item-stream/stream-sort';
import {
  useRelevanceRanked,
  useScoredRelevance,
  type RelevanceRankWith,
} from '../../../shared/item-stream/use-relevance-ranked';
import { filteredSignalsQuery } from '../api/get-filtered-signals';
import { signalOptionsRead } from '../api/get-signal-options';
import { FILTER_IN_WORKER_ABOVE } from '../lib/filter-threshold';
import { facetsOf, facetsOfServerOptions, type SignalFacets } from '../lib/signal-facets';
import { filterInSignalsWorker, rankInSignalsWorker } from '../lib/signals-worker-client';
import { useFolderSignals } from './use-folder-signals-store';

/** What the screen shows of a filter's answer, from the browser or from the server. */
export type ShownSignals = Pick<SignalFilterResult, 'signals' | 'topEventTypes' | 'topCompanies'>;

type InBrowser = SignalFacets & { result: ShownSignals };

/** `server`: the list comes from the server (ADR 0033); null while the browser filters. */
export type FilteredSignals = InBrowser & {
  server: ServerListing<Signal> | null;
  /** The shown signals' "For you" marks and reasons while the list is ranked by relevance (ADR 0137). */
  relevanceOf?: ItemRelevanceOf<Signal>;
};

const NO_SIGNALS: Signal[] = [];
const signalIdOf = (signal: Signal) => signal.id;

/** Prepared once per folder change (a load, a live update), filtered on every criteria or review change. */
function useFilterOnPage(events: readonly Signal[], criteria: SignalCriteria, reviews: Reviews): InBrowser {
  const prepared = useMemo(() => prepareSignals(events), [events]);
  const facets = useMemo(() => facetsOf(events), [events]);
  const result = useMemo(() => filterSignals(prepared, criteria, reviews), [prepared, criteria, reviews]);
  return useMemo(() => ({ ...facets, result }), [facets, result]);
}

const NOTHING_SHOWN: ShownSignals = { signals: [], topEventTypes: [], topCompanies: [] };
const EMPTY_OUTPUT: InBrowser = { ...facetsOf(NO_SIGNALS), result: NOTHING_SHOWN };

/**
 * The server's answer for the criteria when the screen filters there; its first page has the counts and top lists.
 * The option lists are the server's too, over the criteria's days (ADR 0110).
 */
function useFilterOnServer(
  customer: string | null,
  criteria: SignalCriteria,
  place: FilterPlace,
  rankWith: RelevanceRankWith,
) {
  const server = useServerFilter(customer, criteria, place, filteredSignalsQuery, rankWith ? 'relevance' : 'newest');
  const [first, items] = [server?.pages?.[0], server?.items];
  const result = useMemo(
    (): ShownSignals | null =>
      first && items ? { signals: items, topEventTypes: first.topEventTypes, topCompanies: first.topCompanies } : null,
    [first, items],
  );
  const options = useServerOptions(signalOptionsRead, server ? customer : null, criteria);
  const facets = useMemo(() => (options ? facetsOfServerOptions(options) : null), [options]);
  return { result, server, facets };
}

/**
 * Spec section 4 for the open folder: its option lists, event-type groups and filter result. Small folders are
 * filtered on the page, large ones in the signals worker (ADR 0048); both answer the same. While the worker's answer
 * for the present criteria is on its way (`filtering`), the folder's last result stays on screen. Where the browser
 * lacks the signals (`place`, ADR 0033), the list, counts, top lists and option lists are the server's (the held
 * folder's option lists until the server's first arrive).
 */
export function useFilteredSignals(
  folder: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
  placeOrSizing: FilterPlace | null,
  /** "Most relevant first" (ADR 0137): the model to rank the held folder's answer with; null: newest first. */
  rankWith: RelevanceRankWith = null,
): FilteredSignals & { filtering: boolean } {
  // While the folder's size is counted (place null, ADR 0110) nothing is shown: it may go to the server.
  const sizing = placeOrSizing === null;
  const customer = sizing ? null : folder;
  const place = placeOrSizing ?? 'browser';
  const { events, version, arriving } = useFolderSignals(customer);
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
  const { result: fromServer, server, facets: serverFacets } = useFilterOnServer(customer, criteria, place, rankWith);
  // The server ranks its own lists (ADR 0137): the page only scores the shown signals for their marks.
  const scored = useScoredRelevance('signal', server ? rankWith : null, signalIdOf);
  const ranked = useRelevanceRanked({
    kind: 'signal',
    customer,
    folderItems: events,
    version,
    shown: inBrowser.result.signals,
    workerRows: inWorker ? (filtered?.answer.rows ?? null) : null,
    rankInWorker: rankInSignalsWorker,
    idOf: signalIdOf,
    rankWith: server ? null : rankWith,
  });
  return useMemo(
    () => ({
      ...inBrowser,
      ...(server ? serverFacets : null),
      result: server
        ? (fromServer ?? NOTHING_SHOWN)
        : ranked.items === inBrowser.result.signals
          ? inBrowser.result
          : { ...inBrowser.result, signals: ranked.items as Signal[] },
      relevanceOf: server ? scored : ranked.relevanceOf,
      server,
      // On the server: until the first answer, and while new criteria's answer replaces the one on show. In the
      // browser: while the worker's answer is on its way, and in the render before the folder arrives on screen.
      filtering: sizing || (server ? fromServer === null || server.updating : pending || arriving),
    }),
    [inBrowser, serverFacets, fromServer, server, pending, arriving, sizing, ranked, scored],
  );
}
