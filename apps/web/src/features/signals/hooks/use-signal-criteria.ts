import { OPEN_SIGNAL_PARAM } from '@argus/contract';
import {
  defaultSignalCriteria,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
  type SignalCriteria,
} from '@argus/filtering';
import { useMemo } from 'react';
import { useUrlCriteria, type CriteriaCodec } from '../../../shared/item-stream/use-url-criteria';

const SIGNAL_CODEC: CriteriaCodec<SignalCriteria> = {
  fromSearchParams: signalCriteriaFromSearchParams,
  toSearchParams: signalCriteriaToSearchParams,
};

/**
 * The signal filter kept in the URL (the shared stream's, ADR 0040). `defaults` are the package's unless the page
 * passes the user's (ADR 0070); pass a memoised object.
 */
export function useSignalCriteria(defaults?: SignalCriteria) {
  const baseline = useMemo(() => defaults ?? defaultSignalCriteria(), [defaults]);
  return useUrlCriteria(OPEN_SIGNAL_PARAM, SIGNAL_CODEC, baseline);
}
