import { OPEN_SIGNAL_PARAM } from '@argus/contract';
import {
  defaultSignalCriteria,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
  type SignalCriteria,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CRITERIA_NAVIGATION, criteriaQueryOf, keepOpenItem } from '../../../shared/item-stream/use-open-item';

/**
 * The signal filter kept in the URL (shareable, survives a reload). Only fields that differ from `defaults` are
 * written, so a link without dates keeps meaning "the default range" whenever it is opened (ADR 0030). `defaults`
 * are the package's unless the page passes the user's (ADR 0070); pass a memoised object.
 */
export function useSignalCriteria(defaults?: SignalCriteria) {
  const baseline = useMemo(() => defaults ?? defaultSignalCriteria(), [defaults]);
  const [searchParams, setSearchParams] = useSearchParams();
  // Opening a signal's details must not refilter the list.
  const query = criteriaQueryOf(searchParams, OPEN_SIGNAL_PARAM);
  const criteria = useMemo(
    () => signalCriteriaFromSearchParams(new URLSearchParams(query), baseline),
    [query, baseline],
  );
  const setCriteria = useCallback(
    (update: (current: SignalCriteria) => SignalCriteria) =>
      setSearchParams(
        (current) =>
          keepOpenItem(
            signalCriteriaToSearchParams(update(signalCriteriaFromSearchParams(current, baseline)), baseline),
            current,
            OPEN_SIGNAL_PARAM,
          ),
        CRITERIA_NAVIGATION,
      ),
    [setSearchParams, baseline],
  );
  const resetCriteria = useCallback(
    () => setSearchParams(new URLSearchParams(), CRITERIA_NAVIGATION),
    [setSearchParams],
  );
  return { criteria, setCriteria, resetCriteria, defaults: baseline };
}
