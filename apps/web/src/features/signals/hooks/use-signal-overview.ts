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
import type { FilterPlace } from '../../../lib/filter-place';
import { signalOverviewQueryOptions } from '../api/get-signal-overview';
import { summariseInSignalsWorker } from '../lib/signals-worker-client';
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
 * The Overview's figures for the folder and criteria: summed up in the signals worker over the folder the
 * browser holds, or by the server where the browser lacks the range (`placeOf`, ADR 0033). When the browser holds the
 * range but not the period before it, only the reliability indicator's previous period comes from the server.
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
  const { version } = useFolderSignals(customer);
  // The worker answers the option lists in every case, and the figures where the browser holds the range.
  const worker = useWorkerFigures(customer, version, shown, reviews, summariseInSignalsWorker);
  const server = useServerOverview(customer, shown, place !== 'browser');
  const previous = useServerOverview(customer, previousCriteria, place === 'browser' && !previousInBrowser);

  return useMemo((): SignalOverviewState => {
    const options = worker.answer?.options ?? NO_OPTIONS;
    if (place !== 'browser') {
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
    const fromWorker = worker.answer;
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
  }, [worker, server, previous, place, previousCriteria.dateBegin]);
}
