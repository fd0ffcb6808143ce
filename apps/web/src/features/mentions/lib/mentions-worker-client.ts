import type { Mention } from '@argus/contract';
import type { MentionCriteria } from '@argus/filtering';
import { defaultDateRange } from '../../../lib/default-date-range';
import { createFolderWorkerClient } from '../../../shared/folder-data/folder-worker-client';
import type { FolderFetchRequest, FolderLoad } from '../../../shared/folder-data/folder-worker-protocol';
import type { RelevanceRankRequest } from '../../../shared/folder-data/relevance-ranker';
import { createRankInWorker } from '../../../shared/folder-data/relevance-ranker-client';
import { useFolderMentionsStore, type FolderMentions } from '../hooks/use-folder-mentions-store';
import type { WorkerMentionFilterResult } from '../worker/mentions-worker-protocol';
import { mentionRequestRange } from './mention-range';
import { mentionsWorkerSpawn } from './mentions-worker-spawn';

// The page's side of the mentions worker (ADRs 0051, 0126): a folder worker's client
// (shared/folder-data/folder-worker-client.ts) over the mentions store.

const client = createFolderWorkerClient<
  Mention,
  MentionCriteria,
  WorkerMentionFilterResult,
  FolderMentions,
  FolderFetchRequest,
  RelevanceRankRequest
>({
  create: mentionsWorkerSpawn.take,
  store: useFolderMentionsStore,
  itemsOf: (folder) => folder.mentions,
  idOf: (mention) => mention.uuid,
  scope: 'mentions',
  rangeStart: () => mentionRequestRange(defaultDateRange()).fromIso,
  applyLive: (customer, change, version) =>
    useFolderMentionsStore.getState().changeMentions(customer, { ...change, version }),
});

/** The live streams the page watches (shared/folder-data/live-folder-watches.ts): their changes go to the store. */
export const liveMentionWatches = client.liveWatches;

/** Starts the worker ahead of its first request (ADR 0118), as startSignalsWorker does the signals worker. */
export function startMentionsWorker(): void {
  client.start();
}

/**
 * GETs a folder's mentions in the worker with the session's token: the answer arrives validated (or fails like
 * `requestApi`), in parts of a few thousand, merged into the worker's copy of the folder, with the version that copy
 * has now and the plan of that merge, which the caller hands to the store with the same mentions.
 */
export function fetchFolderMentions(
  path: string,
  folder: FolderLoad,
): Promise<{ body: Mention[]; version: number; plan: Uint32Array }> {
  return client.fetch({ type: 'fetch', path, folder });
}

/**
 * Filters the folder's copy in the worker (the page sends the criteria and reviews, never the mentions); null when a
 * newer request for the folder came first.
 */
export const filterInMentionsWorker = client.filter;

/** "Most relevant first" (ADR 0137): a filter's rows of the folder's copy ranked in the worker; null: a newer came. */
export const rankInMentionsWorker = createRankInWorker(client.ask, client.nextId);
