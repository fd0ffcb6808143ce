import type { Mention } from '@argus/contract';
import type { MentionCriteria, MentionOptions } from '@argus/filtering';
import type {
  FolderChangeRequest,
  FolderFetchRequest,
  FolderFilterRequest,
  FolderForgetRequest,
  FolderWorkerAnswer,
  WorkerRows,
} from '../../../lib/folder-worker-protocol';

// The messages between the page and the mentions worker (ADR 0051): a folder worker's (lib/folder-worker-protocol.ts)
// over mentions. Types only: both sides import them.

export type MentionsWorkerRequest =
  FolderFetchRequest | FolderChangeRequest<Mention> | FolderFilterRequest<MentionCriteria> | FolderForgetRequest;

/** What a filter in the worker answers: row numbers of the page's `mentions`, and the option lists when new. */
export type WorkerMentionFilterResult = WorkerRows<MentionOptions>;

export type MentionsWorkerMessage = FolderWorkerAnswer<WorkerMentionFilterResult>;
