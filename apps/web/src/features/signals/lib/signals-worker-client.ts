import type { LatestSignalsResponse, Signal, SignalsByDateResponse } from '@argus/contract';
import type { Reviews, SignalCriteria } from '@argus/filtering';
import { defaultDateRange } from '../../../lib/default-date-range';
import { createFolderWorkerClient } from '../../../shared/folder-data/folder-worker-client';
import type { FolderLoad } from '../../../shared/folder-data/folder-worker-protocol';
import type { RelevanceRankRequest } from '../../../shared/folder-data/relevance-ranker';
import { createRankInWorker } from '../../../shared/folder-data/relevance-ranker-client';
import { useFolderSignalsStore, type FolderSignals } from '../hooks/use-folder-signals-store';
import type {
  SignalFiguresRequest,
  SignalsFetchRequest,
  WorkerFilterResult,
  WorkerEntityCounts,
  WorkerEntitySignals,
  WorkerOverview,
} from '../worker/signals-worker-protocol';
import { signalsWorkerSpawn } from './signals-worker-spawn';

// The page's side of the signals worker (ADR 0012, ADR 0047): a folder worker's client
// (shared/folder-data/folder-worker-client.ts) over the signals store, and the figures the signals worker adds.

const client = createFolderWorkerClient<
  Signal,
  SignalCriteria,
  WorkerFilterResult,
  FolderSignals,
  SignalsFetchRequest,
  SignalFiguresRequest | RelevanceRankRequest
>({
  create: signalsWorkerSpawn.take,
  store: useFolderSignalsStore,
  itemsOf: (folder) => folder.events,
  idOf: (signal) => signal.id,
  scope: 'signals',
  rangeStart: () => defaultDateRange().start.toISOString(),
  applyLive: (customer, change, version) => useFolderSignalsStore.getState().changeSignals(customer, change, version),
});

/** The live streams the page watches (shared/folder-data/live-folder-watches.ts): their changes go to the store. */
export const liveSignalWatches = client.liveWatches;

/**
 * Starts the worker ahead of its first request (ADR 0103): the login page does so while idle, so that its script and
 * the modules it imports are fetched and run before the login answer, not after the folder's settings.
 */
export function startSignalsWorker(): void {
  client.start();
}

type AnswerByKind = { latest: LatestSignalsResponse; byDate: SignalsByDateResponse };

/** GETs a signals path in the worker with the session's token; the answer arrives validated, or fails like `requestApi`. */
export async function fetchInSignalsWorker<K extends keyof AnswerByKind>(
  kind: K,
  path: string,
): Promise<AnswerByKind[K]> {
  const { body } = await client.fetch<{ body: AnswerByKind[K] }>({ type: 'fetch', kind, path });
  return body;
}

/**
 * Like `fetchInSignalsWorker`, for a folder's load: the worker merges the events into its copy of the folder first
 * and answers the version that copy has now, which the caller hands to the store with the same events.
 */
export function fetchFolderSignals<K extends keyof AnswerByKind>(
  kind: K,
  path: string,
  folder: FolderLoad,
): Promise<{ body: AnswerByKind[K]; version: number }> {
  return client.fetch({ type: 'fetch', kind, path, folder });
}

/**
 * Filters the folder's copy in the worker (the page sends the criteria and reviews, never the signals); null when a
 * newer request for the folder came first.
 */
export const filterInSignalsWorker = client.filter;

/** The Overview's figures of the folder's copy in the worker; null when a newer request came first. */
export function summariseInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
): Promise<WorkerOverview | null> {
  return client.ask({ type: 'overview', id: client.nextId(), customer, criteria, reviews });
}

/** The Map's counts per target entity of the folder's copy in the worker; null when a newer request came first. */
export function countByEntityInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
): Promise<WorkerEntityCounts | null> {
  return client.ask({ type: 'entity-counts', id: client.nextId(), customer, criteria, reviews });
}

/** The shown signals of some target entities in the worker's copy, as rows of the folder; null: a newer came. */
export function signalsOfEntitiesInSignalsWorker(
  customer: string,
  criteria: SignalCriteria,
  reviews: Reviews,
  entityIds: string[],
): Promise<WorkerEntitySignals | null> {
  return client.ask({ type: 'entity-signals', id: client.nextId(), customer, criteria, reviews, entityIds });
}

/** "Most relevant first" (ADR 0137): a filter's rows of the folder's copy ranked in the worker; null: a newer came. */
export const rankInSignalsWorker = createRankInWorker(client.ask, client.nextId);
