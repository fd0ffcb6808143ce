import type { Mention } from '@argus/contract';
import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import type {
  FolderWorkerMessage,
  FolderWorkerRequest,
  WorkerRows,
} from '../../../shared/folder-data/folder-worker-protocol';

// The messages between the page and the mentions worker (ADRs 0051, 0126): a folder worker's
// (shared/folder-data/folder-worker-protocol.ts) over mentions, live streams included. Types only: both sides import them.

export type MentionsWorkerRequest = FolderWorkerRequest<Mention, MentionCriteria>;

/**
 * What a filter in the worker answers: row numbers of the page's `mentions`, and the option lists when new; `stories`:
 * the positions in `rows` of the list's one copy per story (ADR 0134), as the page path's `filterMentions` answers them.
 */
export type WorkerMentionFilterResult = WorkerRows<MentionOptions> & { stories: Uint32Array };

export type MentionsWorkerMessage = FolderWorkerMessage<Mention, WorkerMentionFilterResult>;
