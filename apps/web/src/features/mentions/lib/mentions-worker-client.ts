import type { Mention } from '@argus/contract';
import type { MentionCriteria, Reviews } from '@argus/filtering';
import { currentToken } from '../../../lib/api-client';
import { defaultDateRange } from '../../../lib/default-date-range';
import { keepFolderReplicasInStep } from '../../../shared/folder-data/folder-replica-sync';
import { createLiveFolderWatches, isLiveFolderMessage } from '../../../shared/folder-data/live-folder-watches';
import { refreshServerFilters } from '../../../shared/folder-data/use-server-filter';
import { createWorkerRequests } from '../../../shared/folder-data/worker-requests';
import { useFolderMentionsStore } from '../hooks/use-folder-mentions-store';
import type {
  MentionsFolderLoad,
  MentionsWorkerMessage,
  MentionsWorkerRequest,
  WorkerMentionFilterResult,
} from '../worker/mentions-worker-protocol';
import { mentionRequestRange } from './mention-range';

// The page's side of the mentions worker (ADRs 0051, 0126): requests with an id and a promise each, live changes and
// reload requests as they come.

let worker: Worker | undefined;
const requests = createWorkerRequests<MentionsWorkerRequest>(post);

/** The live streams the page watches (shared/folder-data/live-folder-watches.ts): their changes go to the store. */
export const liveMentionWatches = createLiveFolderWatches<Mention>({
  post,
  rangeStart: () => mentionRequestRange(defaultDateRange()).fromIso,
  apply: (customer, change, version) => {
    useFolderMentionsStore.getState().changeMentions(customer, { ...change, version });
    // A screen filtering this folder on the server shows the change too (ADR 0033).
    refreshServerFilters('mentions', customer);
  },
});

function receive(message: MentionsWorkerMessage): void {
  if (isLiveFolderMessage(message)) liveMentionWatches.receive(message);
  else requests.receive(message);
}

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/mentions.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<MentionsWorkerMessage>) => receive(event.data);
  }
  return worker;
}

/** Starts the worker ahead of its first request (ADR 0118), as startSignalsWorker does the signals worker. */
export function startMentionsWorker(): void {
  getWorker();
}

function post(request: MentionsWorkerRequest) {
  getWorker().postMessage(request);
}

/**
 * GETs a folder's mentions in the worker with the session's token: the answer arrives validated (or fails like
 * `requestApi`), in parts of a few thousand, merged into the worker's copy of the folder, with the version that copy
 * has now and the plan of that merge, which the caller hands to the store with the same mentions.
 */
export function fetchFolderMentions(
  path: string,
  folder: MentionsFolderLoad,
): Promise<{ body: Mention[]; version: number; plan: Uint32Array }> {
  const token = currentToken();
  return requests.ask({ type: 'fetch', id: requests.nextId(), path, token, folder }, Boolean(token));
}

/**
 * Filters the folder's copy in the worker (the page sends the criteria and reviews, never the mentions); null when a
 * newer request for the folder came first.
 */
export function filterInMentionsWorker(
  customer: string,
  criteria: MentionCriteria,
  reviews: Reviews,
  facetsVersion: number,
): Promise<WorkerMentionFilterResult | null> {
  return requests.ask({ type: 'filter', id: requests.nextId(), customer, criteria, reviews, facetsVersion });
}

keepFolderReplicasInStep(
  useFolderMentionsStore,
  (folder) => folder.mentions,
  (mention: Mention) => mention.uuid,
  {
    running: () => worker !== undefined,
    change: (customer, change) => requests.ask<number>({ type: 'change', id: requests.nextId(), customer, change }),
    forget: (customer) => post({ type: 'forget', customer }),
  },
);
