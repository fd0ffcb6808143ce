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
import { useEffect, useMemo, useState } from 'react';
import type { FilterPlace } from '../../../lib/filter-place';
import { signalOverviewQueryOptions } from '../api/get-signal-overview';
import { summariseInSignalsWorker } from '../lib/signals-worker-client';
import type { WorkerOverview } from '../worker/signals-worker-protocol';
import { useFolderSignals } from './use-folder-signals-store';

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
};

type Answered = {
  customer: string;
  version: number;
  criteria: SignalCriteria;
  reviews: Reviews;
  answer: WorkerOverview;
};

const NO_OPTIONS = deriveSignalOptions([]);

/** The figures of the folder's copy in the signals worker, asked again on every criteria, review or folder change. */
function useWorkerOverview(
  customer: string | null,
  version: number | null,
  criteria: SignalCriteria,
  reviews: Reviews,
) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (customer === null || version === null) return;
    let current = true;
    summariseInSignalsWorker(customer, criteria, reviews).then(
      (answer) => {
        if (!answer || !current) return;
        setFailed(false);
        setAnswered({ customer, version, criteria, reviews, answer });
      },
      (error: unknown) => {
        console.warn('The Overview failed in the signals worker.', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [customer, version, criteria, reviews]);
  const ofFolder = customer !== null && answered?.customer === customer ? answered : null;
  const updating =
    ofFolder === null || ofFolder.version !== version || ofFolder.criteria !== criteria || ofFolder.reviews !== reviews;
  return { answer: ofFolder?.answer ?? null, updating, failed };
}

/** The server's figures for these criteria, asked only when `wanted`. */
function useServerOverview(customer: string | null, criteria: SignalCriteria, wanted: boolean) {
  const query = useQuery({
    ...signalOverviewQueryOptions(customer ?? '', criteria),
    enabled: customer !== null && wanted,
  });
  const figures = wanted ? (query.data ?? null) : null;
  return {
    figures,
    updating: wanted && !query.isError && (query.isFetching || query.isPlaceholderData || figures === null),
    failed: wanted && query.isError,
  };
}

/**
 * The Overview's figures (issue 12) for the folder and criteria: summed up in the signals worker over the folder the
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
  const worker = useWorkerOverview(customer, version, shown, reviews);
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
    };
  }, [worker, server, previous, place]);
}
