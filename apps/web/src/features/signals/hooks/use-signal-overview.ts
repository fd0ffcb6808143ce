import type { SignalOverview } from '@argus/contract';
import {
  deriveSignalOptions,
  overviewCriteriaOf,
  previousRangeOf,
  type DayRange,
  type Reviews,
  type SignalCriteria,
  type SignalOptions,
} from '@argus/filtering';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useKeptWhileEqual } from '../../../shared/state/use-kept-while-equal';
import type { FilterPlace } from '../../../lib/filter-place';
import { signalOverviewQueryOptions } from '../api/get-signal-overview';
import { summariseInSignalsWorker } from '../lib/signals-worker-client';
import type { WorkerOverview } from '../worker/signals-worker-protocol';
import { useFolderSignals } from './use-folder-signals-store';
import { useWorkerFigures } from './use-worker-figures';

export type SignalOverviewState = {
  /** The figures on screen: the present criteria's, or the last ones while those are on their way; null before any. */
  figures: SignalOverview | null;
  /** The folder's option lists for the filter panel. */
  options: SignalOptions;
  /** The figures on screen are not yet those of the present criteria and folder. */
  updating: boolean;
  /** Where the figures come from (ADR 0033): the folder the browser holds, or the server. */
  place: FilterPlace;
  failed: boolean;
  /** The previous period's figures could not be read: the indicator shows no change. */
  previousUnknown: boolean;
  /**
   * The first day (YYYY-MM-DD) the figures count: that of the period before the shown one (the reliability
   * indicator's). The folder's live stream covers it too, so that a change of those days refreshes the server's
   * figures (ADRs 0110, 0132).
   */
  firstDay: string;
};

const NO_OPTIONS = deriveSignalOptions([]);

/**
 * The server's figures for these criteria, asked only when `wanted`. Asked again after a change of the folder (a live
 * change, a review: `refreshServerFilters`), they stay on screen and count as current until the new ones replace them:
 * no loader for a refresh (ADR 0132). New criteria are `updating` until their own figures arrive.
 */
function useServerOverview(customer: string | null, criteria: SignalCriteria, wanted: boolean) {
  const options = signalOverviewQueryOptions(customer ?? '', criteria);
  const query = useQuery({ ...options, enabled: customer !== null && wanted });
  // The folder and criteria whose own figures arrived last: asked again, those stay current meanwhile. Another
  // criteria's figures kept in the cache are not (they may be older than the folder's last change).
  const key = JSON.stringify(options.queryKey);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const settled = query.isSuccess && !query.isFetching && !query.isPlaceholderData;
  if (settled && settledKey !== key) setSettledKey(key);
  const refreshing = settledKey === key && query.isSuccess && !query.isPlaceholderData;
  const figures = wanted ? (query.data ?? null) : null;
  const fetchingOwn = query.isFetching && !refreshing;
  return {
    figures,
    updating: wanted && !query.isError && (fetchingOwn || query.isPlaceholderData || figures === null),
    failed: wanted && query.isError,
  };
}

/**
 * Whether the Overview counts on the server though the browser holds the range: while the folder's history is on its
 * way, and until the worker has counted the folder as loaded (`wholeSince`: its version when the history was in).
 * Until then the browser holds only the latest page; figures of it ("Signals found 50") would not be the range's, and
 * on a slow network they stayed for seconds (ADR 0159). A folder the worker has counted whole, or not yet at all,
 * waits for the worker instead: no server read for a criteria change or a folder switch.
 */
export function countsOnServerMeanwhile(
  historyLoaded: boolean,
  answerVersion: number | null,
  wholeSince: number | null,
): boolean {
  if (!historyLoaded) return true;
  return answerVersion !== null && wholeSince !== null && answerVersion < wholeSince;
}

/** The folder's version when its history was first seen in, per folder; null while it is on its way. */
function useWholeSince(customer: string | null, version: number | null, historyLoaded: boolean): number | null {
  const [whole, setWhole] = useState<{ customer: string | null; version: number | null } | null>(null);
  const current = historyLoaded ? (whole?.customer === customer ? whole : { customer, version }) : null;
  // Kept from render to render (React's "information from previous renders"): a later version is whole as well.
  if (current !== whole) setWhole(current);
  return current?.version ?? null;
}

/**
 * The Overview's figures for the folder and criteria: summed up in the signals worker over the folder the
 * browser holds, or by the server where the browser lacks the range (`placeOf`, ADR 0033). When the browser holds the
 * range but not the period before it, only the reliability indicator's previous period comes from the server. While the
 * folder's history is on its way, the server counts the range (`countsOnServerMeanwhile`).
 */
export function useSignalOverview(
  customer: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
  placeOf: (days: DayRange) => FilterPlace,
): SignalOverviewState {
  const shown = useMemo(() => overviewCriteriaOf(criteria), [criteria]);
  const previousCriteria = useMemo(() => ({ ...shown, ...previousRangeOf(shown) }), [shown]);
  const place = placeOf(shown);
  const previousInBrowser = placeOf(previousCriteria) === 'browser';
  const { version, historyLoaded } = useFolderSignals(customer);
  // The worker answers the option lists in every case, and the figures where the browser holds the range.
  const worker = useWorkerFigures(customer, version, shown, reviews, summariseInSignalsWorker);
  const wholeSince = useWholeSince(customer, version, historyLoaded);
  const onServer = place !== 'browser' || countsOnServerMeanwhile(historyLoaded, worker.answerVersion, wholeSince);
  const server = useServerOverview(customer, shown, onServer);
  // Asked also while the server counts the range, so that it is there when the worker's figures take over.
  const previous = useServerOverview(customer, previousCriteria, place === 'browser' && !previousInBrowser);

  const state = useMemo((): SignalOverviewState => {
    const options = worker.answer?.options ?? NO_OPTIONS;
    if (onServer) {
      return {
        figures: server.figures,
        options,
        updating: server.updating,
        place,
        failed: server.failed,
        previousUnknown: false,
        firstDay: previousCriteria.dateBegin,
      };
    }
    const fromWorker = worker.answer && countedFigures(worker.answer);
    const figures =
      fromWorker && previous.figures
        ? {
            ...fromWorker,
            previous: { ...fromWorker.previous, total: previous.figures.total, reliable: previous.figures.reliable },
          }
        : fromWorker;
    return {
      figures,
      options,
      updating: worker.updating || previous.updating,
      place,
      failed: worker.failed,
      previousUnknown: previous.failed,
      firstDay: previousCriteria.dateBegin,
    };
  }, [worker, server, previous, place, onServer, previousCriteria.dateBegin]);
  // The server's figures of a range and the worker's of the loaded folder (ADR 0159), or the worker's next answer after
  // a change that moved no figure, are the same numbers in a new object, which drew the five charts again (80-100 ms of
  // main thread with the CPU slowed threefold, a long task among them) and rendered every card again.
  const figures = useKeptWhileEqual(state.figures);
  return useMemo(() => (figures === state.figures ? state : { ...state, figures }), [state, figures]);
}

/** A worker's answer without what it carries beside the figures (the folder's version, the option lists). */
function countedFigures({ version: _version, options: _options, ...figures }: WorkerOverview): SignalOverview {
  return figures;
}
