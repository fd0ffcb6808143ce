// The Industry Network's layout worker (ADR 0100): ForceAtlas2 runs here, never on the page, and answers the places
// once, transferred. A newer request replaces an older one that has not started; one that runs finishes its batch
// budget (at most a few seconds), and the page ignores its answer.
import { runNetworkLayout } from '../lib/network-layout';
import type { NetworkLayoutMessage, NetworkLayoutRequest } from './network-layout-protocol';

type WorkerScope = {
  onmessage: ((event: MessageEvent<NetworkLayoutRequest>) => void) | null;
  postMessage: (message: NetworkLayoutMessage, transfer?: Transferable[]) => void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  try {
    const result = runNetworkLayout(data.input, data.budget, (progress) =>
      scope.postMessage({ type: 'progress', id: data.id, ...progress }),
    );
    scope.postMessage({ type: 'done', id: data.id, ...result }, [result.x.buffer, result.y.buffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', id: data.id, message: error instanceof Error ? error.message : String(error) });
  }
};
