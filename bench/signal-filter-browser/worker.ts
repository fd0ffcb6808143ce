// The worker side of the benchmark: the signals worker's own folder copy and filter (apps/web), over the same
// synthetic folder the page builds from the same seed, so that no folder crosses between them.
import type { Signal } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { createFolderReplicas } from '../../apps/web/src/lib/folder-replicas';
import { createFolderFilter } from '../../apps/web/src/features/signals/worker/filter-folder';
import { syntheticSignals } from '../filtering/synthetic-signals';

export type BenchWorkerRequest =
  | { type: 'load'; size: number }
  | { type: 'edit' }
  | { type: 'filter'; id: number; criteria: SignalCriteria; reviews: Reviews; facetsVersion: number };

const replicas = createFolderReplicas<Signal>((signal) => signal.id);
const filter = createFolderFilter();
const scope = self as unknown as {
  onmessage: (event: MessageEvent<BenchWorkerRequest>) => void;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data }) => {
  if (data.type === 'load') {
    replicas.forget('bench');
    filter.forget('bench');
    const { version } = replicas.apply('bench', { upsert: syntheticSignals(data.size) });
    scope.postMessage({ type: 'loaded', version });
  } else if (data.type === 'edit') {
    // A live update: one signal written again, so that the next filter prepares the folder anew.
    const first = replicas.get('bench').items[0]!;
    const { version } = replicas.apply('bench', { upsert: [{ ...first, title: 'edited' }] });
    scope.postMessage({ type: 'edited', version });
  } else {
    const result = filter.filter('bench', replicas.get('bench'), data.criteria, data.reviews, data.facetsVersion);
    scope.postMessage({ type: 'filtered', id: data.id, result }, [result.rows.buffer]);
  }
};
