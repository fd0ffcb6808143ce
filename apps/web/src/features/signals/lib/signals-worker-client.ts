import type { LatestSignalsResponse, Signal, SignalsByDateResponse } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { currentToken, reportUnauthorized } from '../../../lib/api-client';
import { defaultDateRange } from '../../../lib/default-date-range';
import type { FolderChange } from '../../../lib/folder-change';
import { keepFolderReplicasInStep } from '../../../lib/folder-replica-sync';
import { refreshServerFilters } from '../../../lib/use-server-filter';
import { createWorkerRequests } from '../../../lib/worker-requests';
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
// (lib/worker-requests.ts), live changes and reload requests as they come.

let worker: Worker | undefined;
const requests = createWorkerRequests<SignalsWorkerRequest>(post);
/**
 * The customers whose live streams the page watches: what to do when one asks for a reload, and the first instant of
 * the days the screen shows (null: the folder's range), which the stream covers too (ADR 0110).
 */
type LiveWatch = { onReload: (customer: string) => void; shownFrom: string | null };
const watched = new Map<string, LiveWatch>();

/** The message that starts a watched stream, or hands it a new token or days. */
function liveRequest(customer: string, token: string | null) {
  const shownFrom = watched.get(customer)?.shownFrom ?? null;
  return { type: 'live', customer, token, from: defaultDateRange().start.toISOString(), shownFrom } as const;
}

function receive(message: SignalsWorkerMessage): void {
  switch (message.type) {
    case 'live-change':
      applyLiveChange(message.customer, message.change, message.version);
      break;
    case 'live-reload':
      watched.get(message.customer)?.onReload(message.customer);
      break;
    case 'live-refused': {
      const token = currentToken();
      // The token was refreshed meanwhile: the stream tries again with the new one; otherwise the session is over.
      if (message.status === 401 && token && token !== message.token && watched.has(message.customer)) {
        post(liveRequest(message.customer, token));
      } else if (message.status === 401) {
        reportUnauthorized(message.token);
      }
      break;
    }
    default:
      requests.receive(message);
  }
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

/**
 * Keeps the customer's live stream open until the answered function is called; `onReload` hears when the stream
 * cannot replay what the folder missed. The stream uses the session's token of the moment it (re)connects.
 */
export function watchLiveSignals(customer: string, onReload: (customer: string) => void): () => void {
  const watch: LiveWatch = { onReload, shownFrom: null };
  watched.set(customer, watch);
  post(liveRequest(customer, currentToken()));
  return () => {
    if (watched.get(customer) !== watch) return;
    watched.delete(customer);
    post({ type: 'live-stop', customer });
  };
}

/**
 * The watched stream also covers the days the screen shows from `shownFrom` (an ISO instant; null: the folder's
 * range): changes to older signals then reach the server's list of those days (ADR 0110).
 */
export function showLiveSignalsFrom(customer: string, shownFrom: string | null): void {
  const watch = watched.get(customer);
  if (!watch || watch.shownFrom === shownFrom) return;
  watch.shownFrom = shownFrom;
  post(liveRequest(customer, currentToken()));
}

/** Hands the watched streams the session's new token (after a refresh), for their next connection. */
export function updateLiveSignalsToken(token: string | null): void {
  for (const customer of watched.keys()) post(liveRequest(customer, token));
}

function applyLiveChange(customer: string, change: FolderChange<Signal>, version: number) {
  useFolderSignalsStore.getState().changeSignals(customer, change, version);
  // A screen filtering this folder on the server shows the change too (ADR 0033).
  refreshServerFilters('signals', customer);
}

// Loads and live changes pass through the worker and carry its version; anything else that changes a folder (a hide
// on the page, a reset at logout) is sent over (lib/folder-replica-sync.ts).
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
