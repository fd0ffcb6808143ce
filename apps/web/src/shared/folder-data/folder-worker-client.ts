import type { Reviews } from '@argus/filtering';
import { currentToken } from '../../lib/api-client';
import type { FolderChange } from './folder-change';
import { keepFolderReplicasInStep, type FolderStore } from './folder-replica-sync';
import type { FolderFetchRequest, FolderWorkerMessage, FolderWorkerRequest } from './folder-worker-protocol';
import { createLiveFolderWatches, isLiveFolderMessage } from './live-folder-watches';
import { coalescedLiveRefresh } from './live-server-refresh';
import { refreshServerFilters } from './use-server-filter';
import { createWorkerRequests } from './worker-requests';

export type FolderWorkerClientOptions<T, F> = {
  /**
   * Starts the worker. The feature writes `new Worker(new URL('…', import.meta.url), { type: 'module' })` itself: Vite
   * bundles a worker only from that literal form.
   */
  create: () => Worker;
  /** The page's folder store, whose folders the worker's copies follow (shared/folder-data/folder-replica-sync.ts). */
  store: FolderStore<F>;
  itemsOf: (folder: F) => readonly T[];
  idOf: (item: T) => string;
  /** The server filters' scope of these folders ('signals'), asked again on a live change (ADR 0033). */
  scope: string;
  /** The folder's range (an ISO instant), until a load tells the worker. */
  rangeStart: () => string;
  /** A live change the worker applied to its copy first (`version`): the store applies the same. */
  applyLive: (customer: string, change: FolderChange<T>, version: number) => void;
};

/**
 * The page's side of a folder worker (ADRs 0012, 0047, 0126), the same for signals and mentions: the worker started on
 * the first request, requests with an id and a promise each (shared/folder-data/worker-requests.ts), the live streams
 * the page watches (shared/folder-data/live-folder-watches.ts), and the worker's copies kept in step with the store.
 * `Extra`: the requests a feature's worker answers besides.
 */
export function createFolderWorkerClient<
  T,
  Criteria,
  Result,
  F extends { version: number | null },
  Fetch extends FolderFetchRequest = FolderFetchRequest,
  Extra extends { id: number } = never,
>(options: FolderWorkerClientOptions<T, F>) {
  type Request = FolderWorkerRequest<T, Criteria, Fetch> | Extra;
  let worker: Worker | undefined;
  const requests = createWorkerRequests<Request>(post);

  // A screen filtering or counting this folder on the server (a list, its options, the Overview's figures) shows the
  // change too (ADR 0033), asked again at most once every few seconds and never while the tab is hidden (ADR 0132).
  const refreshServerReads = coalescedLiveRefresh((customer) => refreshServerFilters(options.scope, customer));
  const liveWatches = createLiveFolderWatches<T>({
    post,
    rangeStart: options.rangeStart,
    apply: (customer, change, version) => {
      options.applyLive(customer, change, version);
      refreshServerReads(customer);
    },
  });

  function getWorker(): Worker {
    if (!worker) {
      worker = options.create();
      worker.onmessage = ({ data: message }: MessageEvent<FolderWorkerMessage<T, unknown>>) => {
        if (isLiveFolderMessage(message)) liveWatches.receive(message);
        else requests.receive(message);
      };
    }
    return worker;
  }

  function post(request: Request) {
    getWorker().postMessage(request);
  }

  // Loads and live changes pass through the worker and carry its version; anything else that changes a folder (a hide
  // on the page, a reset at logout) is sent over.
  keepFolderReplicasInStep(options.store, options.itemsOf, options.idOf, {
    running: () => worker !== undefined,
    change: (customer, change) => requests.ask<number>({ type: 'change', id: requests.nextId(), customer, change }),
    forget: (customer) => post({ type: 'forget', customer }),
  });

  return {
    /** Starts the worker ahead of its first request (ADR 0103). */
    start(): void {
      getWorker();
    },
    liveWatches,
    /**
     * GETs a path in the worker with the session's token: the answer arrives validated (or fails like `requestApi`);
     * with `folder`, merged into the worker's copy first, with the version that copy has now.
     */
    fetch<Answer>(request: Omit<Fetch, 'id' | 'token'>): Promise<Answer> {
      const token = currentToken();
      // `Fetch` is the fetch request with an id and a token.
      const full = { ...request, id: requests.nextId(), token } as Fetch;
      return requests.ask<Answer>(full, Boolean(token));
    },
    /**
     * Filters the folder's copy in the worker (the page sends the criteria and reviews, never the items); null when a
     * newer request for the folder came first.
     */
    filter(customer: string, criteria: Criteria, reviews: Reviews, facetsVersion: number): Promise<Result | null> {
      return requests.ask({ type: 'filter', id: requests.nextId(), customer, criteria, reviews, facetsVersion });
    },
    /** Asks one of the feature's own requests (`Extra`), with the next id. */
    ask<Answer>(request: Extra): Promise<Answer> {
      return requests.ask<Answer>(request);
    },
    nextId: requests.nextId,
  };
}
