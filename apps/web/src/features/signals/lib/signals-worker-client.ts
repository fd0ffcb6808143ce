import type { LatestSignalsResponse, Signal, SignalsByDateResponse } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { currentToken } from '../../../lib/api-client';
import { defaultDateRange } from '../../../lib/default-date-range';
import { keepFolderReplicasInStep } from '../../../shared/folder-data/folder-replica-sync';
import { createLiveFolderWatches, isLiveFolderMessage } from '../../../shared/folder-data/live-folder-watches';
import { refreshServerFilters } from '../../../shared/folder-data/use-server-filter';
import { createWorkerRequests } from '../../../shared/folder-data/worker-requests';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import type {
  SignalsFolderLoad,
  SignalsWorkerMessage,
  SignalsWorkerRequest,
  WorkerFilterResult,
  WorkerEntityCounts,
  WorkerEntitySignals,
  WorkerOverview,
} from '../worker/signals-worker-protocol';

// The page's side of the signals worker (ADR 0012, ADR 0047): requests with an id and a promise each
// (shared/folder-data/worker-requests.ts), live changes and reload requests as they come.

let worker: Worker | undefined;
const requests = createWorkerRequests<SignalsWorkerRequest>(post);

/** The live streams the page watches (shared/folder-data/live-folder-watches.ts): their changes go to the store. */
export const liveSignalWatches = createLiveFolderWatches<Signal>({
  post,
  rangeStart: () => defaultDateRange().start.toISOString(),
  apply: (customer, change, version) => {
    useFolderSignalsStore.getState().changeSignals(customer, change, version);
    // A screen filtering this folder on the server shows the change too (ADR 0033).
    refreshServerFilters('signals', customer);
  },
});

function receive(message: SignalsWorkerMessage): void {
  if (isLiveFolderMessage(message)) liveSignalWatches.receive(message);
  else requests.receive(message);
}

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/signals.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SignalsWorkerMessage>) => receive(event.data);
  }
  return worker;
}

/**
 * Starts the worker ahead of its first request (ADR 0103): the login page does so while idle, so that its script and
 * the modules it imports are fetched and run before the login answer, not after the folder's settings.
 */
export function startSignalsWorker(): void {
  getWorker();
}

function post(request: SignalsWorkerRequest) {
  getWorker().postMessage(request);
}

type AnswerByKind = { latest: LatestSignalsResponse; byDate: SignalsByDateResponse };

/** GETs a signals path in the worker with the session's token; the answer arrives validated, or fails like `requestApi`. */
export async function fetchInSignalsWorker<K extends keyof AnswerByKind>(
  kind: K,
  path: string,
): Promise<AnswerByKind[K]> {
  const token = currentToken();
  const { body } = await requests.ask<{ body: AnswerByKind[K] }>(
    { type: 'fetch', id: requests.nextId(), kind, path, token },
    Boolean(token),
  );
  return body;
}

/**
 * Like `fetchInSignalsWorker`, for a folder's load: the worker merges the events into its copy of the folder first
 * and answers the version that copy has now, which the caller hands to the store with the same events.
 */
export async function fetchFolderSignals<K extends keyof AnswerByKind>(
  kind: K,
  path: string,
  folder: SignalsFolderLoad,
): Promise<{ body: AnswerByKind[K]; version: number }> {
  const token = currentToken();
  return requests.ask({ type: 'fetch', id: requests.nextId(), kind, path, token, folder }, Boolean(token));
}

/**
 * Filters the folder's copy in the worker (the page sends the criteria and reviews, never the signals); null when a
 * newer request for the folder came first.
 */
export function filterInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
  facetsVersion: number,
): Promise<WorkerFilterResult | null> {
  return requests.ask({ type: 'filter', id: requests.nextId(), customer, criteria, reviews, facetsVersion });
}

/** The Overview's figures of the folder's copy in the worker (issue 12); null when a newer request came first. */
export function summariseInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
): Promise<WorkerOverview | null> {
  return requests.ask({ type: 'overview', id: requests.nextId(), customer, criteria, reviews });
}

/** The Map's counts per target entity of the folder's copy in the worker; null when a newer request came first. */
export function countByEntityInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
): Promise<WorkerEntityCounts | null> {
  return requests.ask({ type: 'entity-counts', id: requests.nextId(), customer, criteria, reviews });
}

/** The shown signals of some target entities in the worker's copy, as rows of the folder; null: a newer came. */
export function signalsOfEntitiesInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
  entityIds: string[],
): Promise<WorkerEntitySignals | null> {
  return requests.ask({ type: 'entity-signals', id: requests.nextId(), customer, criteria, reviews, entityIds });
}

// Loads and live changes pass through the worker and carry its version; anything else that changes a folder (a hide
// on the page, a reset at logout) is sent over (shared/folder-data/folder-replica-sync.ts).
keepFolderReplicasInStep(
  useFolderSignalsStore,
  (folder) => folder.events,
  (signal: Signal) => signal.id,
  {
    running: () => worker !== undefined,
    change: (customer, change) => requests.ask<number>({ type: 'change', id: requests.nextId(), customer, change }),
    forget: (customer) => post({ type: 'forget', customer }),
  },
);
