import { earlyWorker } from '../../../shared/folder-data/early-worker';

// Apart from the worker's client, so that the first script can start the worker without the client's imports. Vite
// bundles a worker only from this literal form.
export const mentionsWorkerSpawn = earlyWorker(
  () => new Worker(new URL('../worker/mentions.worker.ts', import.meta.url), { type: 'module' }),
);
