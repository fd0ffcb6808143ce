import { overviewCriteriaOf, type Reviews, type SignalCriteria } from '@argus/filtering';
import { useMemo } from 'react';
import { countByEntityInSignalsWorker } from '../lib/signals-worker-client';
import { useFolderSignals } from './use-folder-signals-store';
import { useWorkerFigures } from './use-worker-figures';

/** The Map's figures: the shown signals per linked target entity, counted in the signals worker. */
export function useEntityCounts(customer: string | null, criteria: SignalCriteria, reviews: Reviews) {
  const shown = useMemo(() => overviewCriteriaOf(criteria), [criteria]);
  const { version } = useFolderSignals(customer);
  return useWorkerFigures(customer, version, shown, reviews, countByEntityInSignalsWorker);
}
