// The signals worker (ADR 0012, ADR 0047): fetches folders' signals, keeps a copy of each folder the page holds,
// filters large folders, sums up the Overview's figures, and runs their live streams, so that none of this blocks
// the page.
import { parseSchemasWithoutEval } from '@argus/contract';
import type { Signal } from '@argus/contract';
import type { FolderChange } from '../../../lib/folder-change';
import { createFolderReplicas } from '../../../lib/folder-replicas';
import { createNewestRequestQueue } from '../../../lib/newest-request-queue';
import { fetchSignals, normaliseSignals } from './fetch-signals';
import { createFolderFilter } from './filter-folder';
import { createLiveSignals } from './live-signals';
import type { SignalsWorkerMessage, SignalsWorkerRequest } from './signals-worker-protocol';

parseSchemasWithoutEval();

type WorkerScope = {
  onmessage: ((event: MessageEvent<SignalsWorkerRequest>) => void) | null;
  postMessage: (message: SignalsWorkerMessage, transfer?: Transferable[]) => void;
};
const scope = self as unknown as WorkerScope;
const post = (message: SignalsWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

/** What the worker knows of a folder besides its signals: its range, its stream's cursor, a load in flight. */
type FolderState = {
  from: string | null;
  /** The first instant of the days the screen shows, when its stream covers them too (ADR 0110). */
  shownFrom: string | null;
  cursor: string | undefined;
  loading: Promise<unknown> | undefined;
  /** During a reload: the changes made since it began, applied again on top of the reloaded list. */
  sinceReload: FolderChange<Signal>[] | undefined;
};

const replicas = createFolderReplicas<Signal>((signal) => signal.id);
const filter = createFolderFilter();
const folders = new Map<string, FolderState>();

function folderState(customer: string): FolderState {
  let state = folders.get(customer);
  if (!state) {
    state = { from: null, shownFrom: null, cursor: undefined, loading: undefined, sinceReload: undefined };
    folders.set(customer, state);
  }
  return state;
}

/** Where the folder's stream starts: its range, or the earlier first day the screen shows (ISO instants). */
function streamFrom({ from, shownFrom }: FolderState): string | null {
  if (from === null || shownFrom === null) return from ?? shownFrom;
  return Date.parse(shownFrom) < Date.parse(from) ? shownFrom : from;
}

/**
 * What the folder holds of a stream's change: a signal published before its range is only in the server's list of
 * earlier days (which the page asks again on every change), so it leaves the folder instead (it may have moved out).
 */
function heldPart({ from }: FolderState, change: FolderChange<Signal>): FolderChange<Signal> {
  if (from === null) return change;
  const first = Date.parse(from);
  const older = change.upsert.filter((signal) => Date.parse(signal.publishDate) < first);
  if (older.length === 0) return change;
  return {
    upsert: change.upsert.filter((signal) => !older.includes(signal)),
    remove: [...(change.remove ?? []), ...older.map((signal) => signal.id)],
  };
}

/** A change the page has not made yet: apply it here first, then hand it over with its version. */
function applyAndPost(customer: string, change: FolderChange<Signal>) {
  const { version } = replicas.apply(customer, change);
  folderState(customer).sinceReload?.push(change);
  post({ type: 'live-change', customer, version, change });
}

const live = createLiveSignals(
  {
    resumePoint: async (customer) => {
      const state = folderState(customer);
      await state.loading?.catch(() => undefined);
      return { from: streamFrom(state), cursor: state.cursor };
    },
    saveCursor: (customer, cursor) => {
      folderState(customer).cursor = cursor;
    },
    onChange: (customer, change) => applyAndPost(customer, heldPart(folderState(customer), change)),
    onReload: (customer) => post({ type: 'live-reload', customer }),
    onRefused: (customer, status, token) => post({ type: 'live-refused', customer, status, token }),
  },
  (change) => normaliseSignals(change.upsert),
);

type FilterRequest = Extract<SignalsWorkerRequest, { type: 'filter' }>;

function answerFilter(request: FilterRequest) {
  try {
    const folder = replicas.get(request.customer);
    const result = filter.filter(request.customer, folder, request.criteria, request.reviews, request.facetsVersion);
    post({ type: 'filtered', id: request.id, result }, [result.rows.buffer]);
  } catch (error) {
    post({ type: 'filter-failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
}

const filterRequests = createNewestRequestQueue<FilterRequest>(answerFilter, (skipped) =>
  post({ type: 'filtered', id: skipped.id, result: null }),
);

type FiguresRequest = Extract<SignalsWorkerRequest, { type: 'overview' | 'entity-counts' | 'entity-signals' }>;

function figuresOf(request: FiguresRequest) {
  const folder = replicas.get(request.customer);
  const { customer, criteria, reviews } = request;
  switch (request.type) {
    case 'overview':
      return filter.summarise(customer, folder, criteria, reviews);
    case 'entity-counts':
      return filter.countByEntity(customer, folder, criteria, reviews);
    case 'entity-signals':
      return filter.signalsOfEntities(customer, folder, criteria, reviews, request.entityIds);
  }
}

function answerFigures(request: FiguresRequest) {
  try {
    const result = figuresOf(request);
    const transfer = 'rows' in result ? [result.rows.buffer] : [];
    post({ type: 'filtered', id: request.id, result }, transfer);
  } catch (error) {
    post({ type: 'filter-failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
}

// Queues of their own (the newest request of each kind per folder): the Overview's figures, the Map's counts and the
// Signals list's filter never skip each other.
const figuresRequests = createNewestRequestQueue<FiguresRequest>(answerFigures, (skipped) =>
  post({ type: 'filtered', id: skipped.id, result: null }),
);

async function answerFetch(request: Extract<SignalsWorkerRequest, { type: 'fetch' }>) {
  const { id, kind, path, token, folder } = request;
  const fetching = fetchSignals(kind, path, token);
  const state = folder ? folderState(folder.customer) : undefined;
  if (folder && state && kind === 'latest') {
    state.from = folder.from;
    state.loading = fetching;
    if (folder.replace) state.sinceReload = [];
  }
  const fetched = await fetching;
  if (!fetched.ok) {
    if (state && folder?.replace) state.sinceReload = undefined;
    post({ type: 'answer', id, ...fetched });
    return;
  }
  if (!folder || !state) {
    post({ type: 'answer', id, ok: true, body: fetched.body });
    return;
  }
  const replica = replicas.apply(folder.customer, { upsert: fetched.body.events, replace: folder.replace });
  // A stream of this folder resumes from the moment the server answered its first load.
  if (kind === 'latest' && state.cursor === undefined && fetched.serverTime !== null) {
    state.cursor = String(fetched.serverTime);
  }
  post({ type: 'answer', id, ok: true, body: fetched.body, version: replica.version });
  if (folder.replace) {
    const since = state.sinceReload ?? [];
    state.sinceReload = undefined;
    since.forEach((change) => applyAndPost(folder.customer, change));
  }
}

scope.onmessage = ({ data: request }) => {
  switch (request.type) {
    case 'fetch':
      void answerFetch(request);
      break;
    case 'change': {
      const { version } = replicas.apply(request.customer, request.change);
      folderState(request.customer).sinceReload?.push(request.change);
      post({ type: 'changed', id: request.id, version });
      break;
    }
    case 'filter':
      filterRequests.push(request.customer, request);
      break;
    case 'overview':
    case 'entity-counts':
    case 'entity-signals':
      figuresRequests.push(`${request.type}:${request.customer}`, request);
      break;
    case 'live': {
      const state = folderState(request.customer);
      state.from ??= request.from;
      const before = streamFrom(state);
      state.shownFrom = request.shownFrom;
      // Days the running stream does not cover (or no longer needs): it connects again from its cursor.
      if (streamFrom(state) === before) live.start(request.customer, request.token);
      else live.restart(request.customer, request.token);
      break;
    }
    case 'live-stop':
      live.stop(request.customer);
      break;
    case 'forget':
      live.stop(request.customer);
      replicas.forget(request.customer);
      filter.forget(request.customer);
      filterRequests.drop(request.customer);
      figuresRequests.drop(`overview:${request.customer}`);
      figuresRequests.drop(`entity-counts:${request.customer}`);
      figuresRequests.drop(`entity-signals:${request.customer}`);
      folders.delete(request.customer);
      break;
  }
};
