import type { Signal } from '@argus/contract';
import type { Reviews, SignalCriteria, SignalFilterResult } from '@argus/filtering';
import type { FolderChange } from '../../../lib/folder-change';
import type { SignalFacets } from '../lib/signal-facets';

// The messages between the page and the signals worker (ADR 0012 for fetching, ADR 0047 for the folder copies,
// filtering and live updates). Types only: both sides import them.

export type SignalsAnswerKind = 'latest' | 'byDate';

/** A folder's load: the worker merges the answer's events into its copy of the folder first. */
export type FolderLoad = { customer: string; from: string; replace?: boolean };

export type SignalsWorkerRequest =
  | { type: 'fetch'; id: number; kind: SignalsAnswerKind; path: string; token: string | null; folder?: FolderLoad }
  /** A change the page made to its folder store on its own (e.g. a hide); answered with the worker's version. */
  | { type: 'change'; id: number; customer: string; change: FolderChange<Signal> }
  | { type: 'filter'; id: number; customer: string; criteria: SignalCriteria; reviews: Reviews; facetsVersion: number }
  /** Start the customer's live stream, or hand a running one a new token; `from`: the range, until a load tells. */
  | { type: 'live'; customer: string; token: string | null; from: string }
  | { type: 'live-stop'; customer: string }
  /** The page dropped the folder: forget the copy and stop its stream. */
  | { type: 'forget'; customer: string };

/** What a filter in the worker answers: row numbers of the page's `events` instead of the signals themselves. */
export type WorkerFilterResult = Omit<SignalFilterResult, 'signals'> & {
  /** The folder's copy the rows are of: its version and length, checked against the page's store. */
  version: number;
  count: number;
  /** The option lists and event-type groups, when they changed since `facetsVersion`. */
  facets?: SignalFacets;
};

export type SignalsWorkerMessage =
  | { type: 'answer'; id: number; ok: true; body: unknown; version?: number }
  | { type: 'answer'; id: number; ok: false; status: number; statusText: string; body: unknown }
  /** status 0: no answer (network); -1: an answer that is not the contract's shape. */
  | { type: 'answer'; id: number; ok: false; status: 0 | -1; message: string }
  | { type: 'changed'; id: number; version: number }
  /** `null`: a newer filter request for the folder came before this one was computed, which was skipped. */
  | { type: 'filtered'; id: number; result: WorkerFilterResult | null }
  | { type: 'filter-failed'; id: number; message: string }
  /** A live change, applied to the worker's copy first (`version`); the page applies the same. */
  | { type: 'live-change'; customer: string; version: number; change: FolderChange<Signal> }
  /** The stream cannot replay what the folder missed: load it again. */
  | { type: 'live-reload'; customer: string }
  /** The stream was refused (401, 403, 404 …; the worker stopped it) with the token it used. */
  | { type: 'live-refused'; customer: string; status: number; token: string | null };
