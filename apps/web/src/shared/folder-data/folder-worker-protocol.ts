import type { Reviews } from '@argus/filtering';
import type { FolderChange } from './folder-change';

// The messages every folder worker (signals, mentions) exchanges with its page (ADR 0047): loads merged into the
// worker's copy of the folder, changes the page made on its own, filters of the copy, forgetting a folder, and the
// folder's live stream (ADRs 0046, 0126). Types only: both sides import them; a feature's worker adds its own messages.

/**
 * A folder's load: the worker merges the answer's items into its copy of the folder first; `from` (the range's first
 * instant) tells where the folder's live stream starts.
 */
export type FolderLoad = { customer: string; from: string; replace?: boolean };

/** A GET in the worker; with `folder`, a load of that folder (without, an answer for the page alone). */
export type FolderFetchRequest = {
  type: 'fetch';
  id: number;
  path: string;
  token: string | null;
  folder?: FolderLoad;
};
/** A change the page made to its folder store on its own (e.g. a hide); answered with the worker's version. */
export type FolderChangeRequest<T> = { type: 'change'; id: number; customer: string; change: FolderChange<T> };
export type FolderFilterRequest<Criteria> = {
  type: 'filter';
  id: number;
  customer: string;
  criteria: Criteria;
  reviews: Reviews;
  /** The folder version whose option lists the page already has. */
  facetsVersion: number;
};
/** The page dropped the folder (logout, another user): forget the copy. */
export type FolderForgetRequest = { type: 'forget'; customer: string };

/**
 * Every request a folder worker answers (shared/folder-data/folder-worker-core.ts); `Fetch`: its fetch request, which a
 * feature may extend (signals name the answer's kind).
 */
export type FolderWorkerRequest<T, Criteria, Fetch extends FolderFetchRequest = FolderFetchRequest> =
  | Fetch
  | FolderChangeRequest<T>
  | FolderFilterRequest<Criteria>
  | FolderForgetRequest
  | LiveFolderRequest;

/** What a folder worker posts its page: the answers to its requests and its live streams' messages. */
export type FolderWorkerMessage<T, Result> = FolderWorkerAnswer<Result> | LiveFolderMessage<T>;

/** What a filter in the worker answers besides its own fields: row numbers of the page's list, not the items. */
export type WorkerRows<Facets> = {
  rows: Uint32Array;
  /** The folder's copy the rows are of: its version and length, checked against the page's store. */
  version: number;
  count: number;
  /** The folder's option lists, when they changed since `facetsVersion`. */
  facets?: Facets;
};

export type FolderWorkerAnswer<Result> =
  /** A leading part of a long list answer (shared/folder-data/answer-parts.ts); the final answer's body is its last part. */
  | { type: 'answer-part'; id: number; items: unknown[] }
  /** `plan`: how the folder's list after the load is made of the list before it and the body (shared/folder-data/folder-change.ts). */
  | { type: 'answer'; id: number; ok: true; body: unknown; version?: number; plan?: Uint32Array }
  | { type: 'answer'; id: number; ok: false; status: number; statusText: string; body: unknown }
  /** status 0: no answer (network); -1: an answer that is not the contract's shape. */
  | { type: 'answer'; id: number; ok: false; status: 0 | -1; message: string }
  | { type: 'changed'; id: number; version: number }
  /** `null`: a newer filter request for the folder came before this one was computed, which was skipped. */
  | { type: 'filtered'; id: number; result: Result | null }
  | { type: 'filter-failed'; id: number; message: string };

/**
 * Start the customer's live stream, or hand a running one a new token; `from`: the folder's range, until a load
 * tells; `shownFrom`: the first instant of the days the screen shows, which the stream also covers (ADR 0110).
 */
export type LiveFolderRequest =
  | { type: 'live'; customer: string; token: string | null; from: string; shownFrom: string | null }
  | { type: 'live-stop'; customer: string };

export type LiveFolderMessage<T> =
  /** A live change, applied to the worker's copy first (`version`); the page applies the same. */
  | { type: 'live-change'; customer: string; version: number; change: FolderChange<T> }
  /** The stream cannot replay what the folder missed: load it again. */
  | { type: 'live-reload'; customer: string }
  /** The stream was refused (401, 403, 404 …; the worker stopped it) with the token it used. */
  | { type: 'live-refused'; customer: string; status: number; token: string | null };
