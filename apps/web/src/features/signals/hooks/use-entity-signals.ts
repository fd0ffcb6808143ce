import type { Signal } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { useCallback, useMemo } from 'react';
import { signalsOfEntitiesInSignalsWorker } from '../lib/signals-worker-client';
import { useFolderSignals } from './use-folder-signals-store';
import { useWorkerFigures } from './use-worker-figures';

const NO_IDS: string[] = [];

/**
 * The shown signals of some target entities (the Map's selection), newest first, as the page's own signals: the
 * worker answers rows of the folder, which count only for the folder version and length the page holds.
 */
export function useEntitySignals(
  customer: string | null,
  criteria: SignalCriteria,
  reviews: Reviews,
  entityIds: readonly string[] | null,
): { signals: Signal[] | null; updating: boolean } {
  const { events, version } = useFolderSignals(customer);
  const ids = entityIds ?? NO_IDS;
  const ask = useCallback(
    (folder: string, shown: SignalCriteria, own: Reviews) =>
      signalsOfEntitiesInSignalsWorker(folder, shown, own, [...ids]),
    [ids],
  );
  const { answer, updating } = useWorkerFigures(entityIds ? customer : null, version, criteria, reviews, ask);
  const signals = useMemo(() => {
    if (!answer || answer.version !== version || answer.count !== events.length) return null;
    return Array.from(answer.rows, (row) => events[row]!);
  }, [answer, version, events]);
  return { signals: entityIds ? signals : null, updating: entityIds !== null && (updating || signals === null) };
}
