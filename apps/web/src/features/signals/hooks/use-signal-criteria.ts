import { OPEN_SIGNAL_PARAM } from '@argus/contract';
import {
  defaultSignalCriteria,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
  type SignalCriteria,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The filter's own parameters: opening a signal's details (OPEN_SIGNAL_PARAM) must not refilter the list. */
function criteriaQueryOf(params: URLSearchParams): string {
  const criteriaParams = new URLSearchParams(params);
  criteriaParams.delete(OPEN_SIGNAL_PARAM);
  return criteriaParams.toString();
}

/** The filter as search parameters, keeping the open signal's. */
function withOpenSignal(criteriaParams: URLSearchParams, current: URLSearchParams): URLSearchParams {
  const openSignalId = current.get(OPEN_SIGNAL_PARAM);
  if (openSignalId !== null) criteriaParams.set(OPEN_SIGNAL_PARAM, openSignalId);
  return criteriaParams;
}

/**
 * The signal filter kept in the URL (shareable, survives a reload). Only fields that differ from `defaults` are
 * written, so a link without dates keeps meaning "the default range" whenever it is opened (ADR 0030). `defaults`
 * are the package's unless the page passes the user's (ADR 0070); pass a memoised object.
 */
export function useSignalCriteria(defaults?: SignalCriteria) {
  const baseline = useMemo(() => defaults ?? defaultSignalCriteria(), [defaults]);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = criteriaQueryOf(searchParams);
  const criteria = useMemo(
    () => signalCriteriaFromSearchParams(new URLSearchParams(query), baseline),
    [query, baseline],
  );
  const setCriteria = useCallback(
    (update: (current: SignalCriteria) => SignalCriteria) =>
      // Filter changes replace the history entry: Back leaves the screen instead of undoing one click at a time.
      setSearchParams(
        (current) =>
          withOpenSignal(
            signalCriteriaToSearchParams(update(signalCriteriaFromSearchParams(current, baseline)), baseline),
            current,
          ),
        { replace: true },
      ),
    [setSearchParams, baseline],
  );
  const resetCriteria = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);
  return { criteria, setCriteria, resetCriteria, defaults: baseline };
}
