import type { LatestSignalsResponse, SignalsByDateResponse } from '@argus/contract';
import { currentToken, reportUnauthorized, toApiError } from '../../../lib/api-client';
import { NetworkError } from '../../../lib/errors';
import type { SignalsWorkerAnswer, SignalsWorkerRequest } from '../worker/signals.worker';

type Pending = { resolve: (body: unknown) => void; reject: (error: unknown) => void; hadToken: boolean };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(answer: SignalsWorkerAnswer): void {
  const waiting = pending.get(answer.id);
  if (!waiting) return;
  pending.delete(answer.id);
  if (answer.ok) {
    waiting.resolve(answer.body);
  } else if ('message' in answer) {
    waiting.reject(answer.status === 0 ? new NetworkError({ cause: answer.message }) : new Error(answer.message));
  } else {
    if (answer.status === 401 && waiting.hadToken) reportUnauthorized();
    waiting.reject(toApiError(answer.status, answer.body, answer.statusText));
  }
}

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/signals.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SignalsWorkerAnswer>) => settle(event.data);
  }
  return worker;
}

type AnswerByKind = { latest: LatestSignalsResponse; byDate: SignalsByDateResponse };

/** GETs a signals path in the worker with the session's token; the answer arrives validated, or fails like `requestApi`. */
export function fetchInSignalsWorker<K extends keyof AnswerByKind>(kind: K, path: string): Promise<AnswerByKind[K]> {
  const token = currentToken();
  const request: SignalsWorkerRequest = { id: nextId++, kind, path, token };
  return new Promise<unknown>((resolve, reject) => {
    pending.set(request.id, { resolve, reject, hadToken: Boolean(token) });
    getWorker().postMessage(request);
  }) as Promise<AnswerByKind[K]>;
}
