import type { Signal, SignalOverview } from '@argus/contract';
import type { EntitySignalCounts, Reviews, SignalCriteria, SignalFilterResult, SignalOptions } from '@argus/filtering';
import type {
  FolderFetchRequest,
  FolderWorkerMessage,
  FolderWorkerRequest,
  WorkerRows,
} from '../../../shared/folder-data/folder-worker-protocol';
import type { SignalFacets } from '../lib/signal-facets';

// The messages between the page and the signals worker (ADR 0012 for fetching, ADR 0047 for the folder copies,
// filtering and live updates): the folder worker's (shared/folder-data/folder-worker-protocol.ts) and the live streams'. Types only:
// both sides import them.

export type SignalsAnswerKind = 'latest' | 'byDate';

/** A signals fetch names its answer's kind, whose schema the worker validates it with. */
export type SignalsFetchRequest = FolderFetchRequest & { kind: SignalsAnswerKind };

/** The figures of a folder's copy, answered as `filtered` (null: a newer request of the kind came first). */
export type SignalFiguresRequest =
  /** The Overview's figures; answered with a WorkerOverview. */
  | { type: 'overview'; id: number; customer: string; criteria: SignalCriteria; reviews: Reviews }
  /** The Map's counts per target entity; answered with WorkerEntityCounts. */
  | { type: 'entity-counts'; id: number; customer: string; criteria: SignalCriteria; reviews: Reviews }
  /** The shown signals of some target entities (a Map selection), as rows of the page's folder. */
  | {
      type: 'entity-signals';
      id: number;
      customer: string;
      criteria: SignalCriteria;
      reviews: Reviews;
      entityIds: string[];
    };

export type SignalsWorkerRequest =
  | FolderWorkerRequest<Signal, SignalCriteria, SignalsFetchRequest>
  | SignalFiguresRequest;

/** What a filter in the worker answers: row numbers of the page's `events` instead of the signals themselves. */
export type WorkerFilterResult = Omit<SignalFilterResult, 'signals' | 'rows'> & WorkerRows<SignalFacets>;

/** The Overview's figures, the folder version they are of, and its option lists for the filter panel. */
export type WorkerOverview = SignalOverview & { version: number; options: SignalOptions };

/** The Map's counts per target entity, the folder version they are of, and its option lists for the filter panel. */
export type WorkerEntityCounts = EntitySignalCounts & { version: number; options: SignalOptions };

/** Rows of the page's folder (its version and length, checked by the page). */
export type WorkerEntitySignals = Omit<WorkerRows<never>, 'facets'>;

export type SignalsWorkerMessage = FolderWorkerMessage<
  Signal,
  WorkerFilterResult | WorkerOverview | WorkerEntityCounts | WorkerEntitySignals
>;
