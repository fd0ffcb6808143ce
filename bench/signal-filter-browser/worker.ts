// The worker side of the benchmark: the signals worker's own folder copy and filter (apps/web), over the same
// synthetic folder the page builds from the same seed, so that no folder crosses between them.
import type { Signal } from '@argus/contract';
import type { SignalCriteria } from '@argus/filtering';
import { createFolderReplicas } from '../../apps/web/src/shared/folder-data/folder-replicas';
import { createFolderFilter } from '../../apps/web/src/features/signals/worker/filter-folder';
import { answerBenchRequests, benchWorkerScope, type BenchWorkerRequest } from '../browser-bench/worker-harness';
import { syntheticSignals } from '../filtering/synthetic-signals';

export type SignalBenchRequest = BenchWorkerRequest<SignalCriteria>;

const replicas = createFolderReplicas<Signal>((signal) => signal.id);

answerBenchRequests<Signal, SignalCriteria>(replicas, createFolderFilter(), (size) => {
  const { version } = replicas.apply('bench', { upsert: syntheticSignals(size) });
  benchWorkerScope.postMessage({ type: 'loaded', version });
});
