// The signals worker (ADR 0012, ADR 0047): fetches folders' signals, keeps a copy of each folder the page holds,
// filters large folders, sums up the Overview's figures, and runs their live streams, so that none of this blocks
// the page.
import {
  LIVE_SIGNALS_EVENTS,
  liveSignalsChangeSchema,
  liveSignalsEndpoints,
  parseSchemasWithoutEval,
  type Signal,
} from '@argus/contract';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { createLiveFolders } from '../../../shared/folder-data/live-folders';
import { createNewestRequestQueue } from '../../../shared/folder-data/newest-request-queue';
import { fetchSignals, normaliseSignals } from './fetch-signals';
import { createFolderFilter } from './filter-folder';
import type { SignalsWorkerMessage, SignalsWorkerRequest } from './signals-worker-protocol';

parseSchemasWithoutEval();

type WorkerScope = {
  onmessage: ((event: MessageEvent<SignalsWorkerRequest>) => void) | null;
  postMessage: (message: SignalsWorkerMessage, transfer?: Transferable[]) => void;
};
const scope = self as unknown as WorkerScope;
const post = (message: SignalsWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

const replicas = createFolderReplicas<Signal>((signal) => signal.id);
const filter = createFolderFilter();
const live = createLiveFolders<Signal>({
  kind: {
    endpoint: liveSignalsEndpoints.liveSignals,
    event: LIVE_SIGNALS_EVENTS.signals,
    schema: liveSignalsChangeSchema,
    what: 'live signals',
  },
  replicas,
  idOf: (signal) => signal.id,
  post,
  normalise: normaliseSignals,
});

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
  if (!folder) {
    const fetched = await fetching;
    post({ type: 'answer', id, ...(fetched.ok ? { ok: true, body: fetched.body } : fetched) });
    return;
  }
  // The latest page sets the range and the cursor of the folder's stream (ADR 0046).
  await live.load({ ...folder, first: kind === 'latest' }, fetching, (fetched) => {
    if (!fetched.ok) {
      post({ type: 'answer', id, ...fetched });
      return;
    }
    const replica = replicas.apply(folder.customer, { upsert: fetched.body.events, replace: folder.replace });
    post({ type: 'answer', id, ok: true, body: fetched.body, version: replica.version });
  });
}

scope.onmessage = ({ data: request }) => {
  switch (request.type) {
    case 'fetch':
      void answerFetch(request);
      break;
    case 'change': {
      const { version } = replicas.apply(request.customer, request.change);
      live.changedByPage(request.customer, request.change);
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
    case 'live':
    case 'live-stop':
      live.handle(request);
      break;
    case 'forget':
      live.forget(request.customer);
      replicas.forget(request.customer);
      filter.forget(request.customer);
      filterRequests.drop(request.customer);
      figuresRequests.drop(`overview:${request.customer}`);
      figuresRequests.drop(`entity-counts:${request.customer}`);
      figuresRequests.drop(`entity-signals:${request.customer}`);
      break;
  }
};
