import type { NetworkLayoutMessage, NetworkLayoutRequest } from '../worker/network-layout-protocol';
import type { NetworkLayoutInput } from './network-graph';
import { layoutBudgetOf, type LayoutProgress, type LayoutResult } from './network-layout';

// The page's side of the layout worker (ADR 0100). One layout at a time: a new one while another runs ends that
// worker (a running ForceAtlas2 cannot be interrupted by a message) and starts a fresh one, so the newest answer is
// laid out at once instead of after a stale one's budget.

export type NetworkLayoutRunner = {
  run: (input: NetworkLayoutInput, onProgress?: (progress: LayoutProgress) => void) => Promise<LayoutResult>;
  dispose: () => void;
};

/** Rejects a layout that a newer one replaced; callers ignore it. */
export class LayoutReplacedError extends Error {
  constructor() {
    super('A newer layout replaced this one.');
  }
}

export const createLayoutWorker = () =>
  new Worker(new URL('../worker/network-layout.worker.ts', import.meta.url), { type: 'module' });

export function createNetworkLayoutRunner(createWorker: () => Worker = createLayoutWorker): NetworkLayoutRunner {
  let worker: Worker | null = null;
  let nextId = 1;
  let pending: {
    id: number;
    resolve: (result: LayoutResult) => void;
    reject: (error: Error) => void;
    onProgress?: (progress: LayoutProgress) => void;
  } | null = null;

  const receive = ({ data }: MessageEvent<NetworkLayoutMessage>) => {
    if (!pending || data.id !== pending.id) return;
    if (data.type === 'progress') {
      pending.onProgress?.(data);
      return;
    }
    const { resolve, reject } = pending;
    pending = null;
    if (data.type === 'done') resolve(data);
    else reject(new Error(`The layout failed: ${data.message}`));
  };

  const stop = (reason: Error = new LayoutReplacedError()) => {
    worker?.terminate();
    worker = null;
    const stopped = pending;
    pending = null;
    stopped?.reject(reason);
  };

  return {
    run: (input, onProgress) => {
      if (pending) stop();
      if (!worker) {
        worker = createWorker();
        worker.onmessage = receive;
        worker.onerror = (event) => stop(new Error(`The layout failed: ${event.message}`));
      }
      const id = nextId++;
      const request: NetworkLayoutRequest = { type: 'layout', id, input, budget: layoutBudgetOf(input) };
      const promise = new Promise<LayoutResult>((resolve, reject) => {
        pending = { id, resolve, reject, onProgress };
      });
      // The arrays are copied rather than transferred: the caller keeps its input (the benchmark lays it out again).
      worker.postMessage(request);
      return promise;
    },
    dispose: () => stop(),
  };
}
