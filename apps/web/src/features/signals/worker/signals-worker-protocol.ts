import type { Signal, SignalOverview } from '@argus/contract';
import type { EntitySignalCounts, Reviews, SignalCriteria, SignalFilterResult, SignalOptions } from '@argus/filtering';
import type {
  FolderChangeRequest,
  FolderFetchRequest,
  FolderFilterRequest,
  FolderForgetRequest,
  FolderLoad,
  FolderWorkerAnswer,
  LiveFolderMessage,
  LiveFolderRequest,
  WorkerRows,
} from '../../../shared/folder-data/folder-worker-protocol';
import type { SignalFacets } from '../lib/signal-facets';

// The messages between the page and the signals worker (ADR 0012 for fetching, ADR 0047 for the folder copies,
// filtering and live updates): the folder worker's (shared/folder-data/folder-worker-protocol.ts) and the live streams'. Types only:
// both sides import them.

export type SignalsAnswerKind = 'latest' | 'byDate';

/** A signals folder's load also tells where its live stream starts (`from`, the range's start). */
export type SignalsFolderLoad = FolderLoad & { from: string };

export type SignalsWorkerRequest =
  | (FolderFetchRequest<SignalsFolderLoad> & { kind: SignalsAnswerKind })
  | FolderChangeRequest<Signal>
  | FolderFilterRequest<SignalCriteria>
  /** The Overview's figures of the folder's copy; answered as `filtered` with a WorkerOverview (null: a newer came). */
  | { type: 'overview'; id: number; customer: string; criteria: SignalCriteria; reviews: Reviews }
  /** The Map's counts per target entity of the folder's copy; answered as `filtered` with WorkerEntityCounts. */
  | { type: 'entity-counts'; id: number; customer: string; criteria: SignalCriteria; reviews: Reviews }
  /** The shown signals of some target entities (a Map selection), as rows of the page's folder. */
  | {
      type: 'entity-signals';
      id: number;
      customer: string;
      criteria: SignalCriteria;
      reviews: Reviews;
      entityIds: string[];
    }
  /** Start, renew or stop the customer's live stream (shared/folder-data/live-folders.ts). */
  | LiveFolderRequest
  /** The page dropped the folder: forget the copy and stop its stream. */
  | FolderForgetRequest;

/** What a filter in the worker answers: row numbers of the page's `events` instead of the signals themselves. */
export type WorkerFilterResult = Omit<SignalFilterResult, 'signals' | 'rows'> & WorkerRows<SignalFacets>;

/** The Overview's figures, the folder version they are of, and its option lists for the filter panel. */
export type WorkerOverview = SignalOverview & { version: number; options: SignalOptions };

/** The Map's counts per target entity, the folder version they are of, and its option lists for the filter panel. */
export type WorkerEntityCounts = EntitySignalCounts & { version: number; options: SignalOptions };

/** Rows of the page's folder (its version and length, checked by the page). */
export type WorkerEntitySignals = Omit<WorkerRows<never>, 'facets'>;

export type SignalsWorkerMessage =
  | FolderWorkerAnswer<WorkerFilterResult | WorkerOverview | WorkerEntityCounts | WorkerEntitySignals>
  | LiveFolderMessage<Signal>;
