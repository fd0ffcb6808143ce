import type { LatestSignalsResponse, Signal, SignalsByDateResponse } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { currentToken, reportUnauthorized, toApiError } from '../../../lib/api-client';
import { defaultDateRange } from '../../../lib/default-date-range';
import { NetworkError } from '../../../lib/errors';
import type { FolderChange } from '../../../lib/folder-change';
import { useFolderSignalsStore, type FolderSignals } from '../hooks/use-folder-signals-store';
import type {
  FolderLoad,
  SignalsWorkerMessage,
  SignalsWorkerRequest,
  WorkerFilterResult,
} from '../worker/signals-worker-protocol';

// The page's side of the signals worker (ADR 0012, ADR 0047): requests with an id and a promise each, live changes
// and reload requests as they come.

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void; hadToken: boolean };

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();
/** The customers whose live streams the page watches, and what to do when one asks for a reload. */
const watched = new Map<string, (customer: string) => void>();

function settle(id: number, outcome: { value: unknown } | { error: unknown }) {
  const waiting = pending.get(id);
  if (!waiting) return;
  pending.delete(id);
  if ('value' in outcome) waiting.resolve(outcome.value);
  else waiting.reject(outcome.error);
}

function receive(message: SignalsWorkerMessage): void {
  switch (message.type) {
    case 'answer': {
      if (message.ok) {
        settle(message.id, { value: { body: message.body, version: message.version } });
      } else if ('message' in message) {
        settle(message.id, {
          error: message.status === 0 ? new NetworkError({ cause: message.message }) : new Error(message.message),
        });
      } else {
        if (message.status === 401 && pending.get(message.id)?.hadToken) reportUnauthorized();
        settle(message.id, { error: toApiError(message.status, message.body, message.statusText) });
      }
      break;
    }
    case 'changed':
      settle(message.id, { value: message.version });
      break;
    case 'filtered':
      settle(message.id, { value: message.result });
      break;
    case 'filter-failed':
      settle(message.id, { error: new Error(message.message) });
      break;
    case 'live-change':
      applyLiveChange(message.customer, message.change, message.version);
      break;
    case 'live-reload':
      watched.get(message.customer)?.(message.customer);
      break;
    case 'live-refused': {
      const token = currentToken();
      // The token was refreshed meanwhile: the stream tries again with the new one; otherwise the session is over.
      if (message.status === 401 && token && token !== message.token && watched.has(message.customer)) {
        post({ type: 'live', customer: message.customer, token, from: defaultDateRange().start.toISOString() });
      } else if (message.status === 401 && message.token) {
        reportUnauthorized();
      }
      break;
    }
  }
}

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/signals.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<SignalsWorkerMessage>) => receive(event.data);
  }
  return worker;
}

function post(request: SignalsWorkerRequest) {
  getWorker().postMessage(request);
}

function ask<T>(request: SignalsWorkerRequest & { id: number }, hadToken = false): Promise<T> {
  return new Promise<unknown>((resolve, reject) => {
    pending.set(request.id, { resolve, reject, hadToken });
    post(request);
  }) as Promise<T>;
}

type AnswerByKind = { latest: LatestSignalsResponse; byDate: SignalsByDateResponse };

/** GETs a signals path in the worker with the session's token; the answer arrives validated, or fails like `requestApi`. */
export async function fetchInSignalsWorker<K extends keyof AnswerByKind>(
  kind: K,
  path: string,
): Promise<AnswerByKind[K]> {
  const token = currentToken();
  const { body } = await ask<{ body: AnswerByKind[K] }>(
    { type: 'fetch', id: nextId++, kind, path, token },
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
  folder: FolderLoad,
): Promise<{ body: AnswerByKind[K]; version: number }> {
  const token = currentToken();
  return ask({ type: 'fetch', id: nextId++, kind, path, token, folder }, Boolean(token));
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
  return ask({ type: 'filter', id: nextId++, customer, criteria, reviews, facetsVersion });
}

/**
 * Keeps the customer's live stream open until the answered function is called; `onReload` hears when the stream
 * cannot replay what the folder missed. The stream uses the session's token of the moment it (re)connects.
 */
export function watchLiveSignals(customer: string, onReload: (customer: string) => void): () => void {
  watched.set(customer, onReload);
  post({ type: 'live', customer, token: currentToken(), from: defaultDateRange().start.toISOString() });
  return () => {
    if (watched.get(customer) !== onReload) return;
    watched.delete(customer);
    post({ type: 'live-stop', customer });
  };
}

/** Hands the watched streams the session's new token (after a refresh), for their next connection. */
export function updateLiveSignalsToken(token: string | null): void {
  const from = defaultDateRange().start.toISOString();
  for (const customer of watched.keys()) post({ type: 'live', customer, token, from });
}

function applyLiveChange(customer: string, change: FolderChange<Signal>, version: number) {
  useFolderSignalsStore.getState().changeSignals(customer, change, version);
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping the worker's copies equal to the store. Loads and live changes pass through the worker and carry its
// version; anything else that changes a folder (a hide on the page, a reset at logout) is sent over here.

/** Per customer: the events the worker's copy is known to equal. */
const synced = new Map<string, readonly Signal[]>();

function resync(customer: string, folder: FolderSignals) {
  const before = synced.get(customer) ?? [];
  const now = new Set(folder.events);
  const was = new Set(before);
  const change: FolderChange<Signal> = {
    upsert: folder.events.filter((event) => !was.has(event)),
    remove: before.filter((event) => !now.has(event)).map((event) => event.id),
  };
  synced.set(customer, folder.events);
  void ask<number>({ type: 'change', id: nextId++, customer, change }).then((version) => {
    const current = useFolderSignalsStore.getState().folders[customer];
    // Only if nothing changed meanwhile; otherwise the next change brings its own version or resync.
    if (current?.events !== folder.events) return;
    useFolderSignalsStore.setState((state) => ({
      folders: { ...state.folders, [customer]: { ...current, version } },
    }));
  });
}

useFolderSignalsStore.subscribe((state, previous) => {
  if (!worker) return;
  for (const customer of Object.keys(previous.folders)) {
    if (state.folders[customer]) continue;
    synced.delete(customer);
    post({ type: 'forget', customer });
  }
  for (const [customer, folder] of Object.entries(state.folders)) {
    if (folder.version !== null) synced.set(customer, folder.events);
    else if (folder.events !== previous.folders[customer]?.events) resync(customer, folder);
  }
});
