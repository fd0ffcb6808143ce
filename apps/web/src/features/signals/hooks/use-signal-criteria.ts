import {
  defaultSignalCriteria,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
  type SignalCriteria,
} from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The signal filter kept in the URL (shareable, survives a reload). Only fields that differ from the defaults are
 * written, so a link without dates keeps meaning "the last month" whenever it is opened (ADR 0030).
 */
export function useSignalCriteria() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const criteria = useMemo(() => signalCriteriaFromSearchParams(new URLSearchParams(query)), [query]);
  const setCriteria = useCallback(
    (update: (current: SignalCriteria) => SignalCriteria) =>
      // Filter changes replace the history entry: Back leaves the screen instead of undoing one click at a time.
      setSearchParams((current) => signalCriteriaToSearchParams(update(signalCriteriaFromSearchParams(current))), {
        replace: true,
      }),
    [setSearchParams],
  );
  const resetCriteria = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);
  return { criteria, setCriteria, resetCriteria, defaults: defaultSignalCriteria() };
}
