import type { Reviews } from '@argus/filtering';
import { postLeadingParts } from './answer-parts';
import { createFilterAnswers } from './filter-answers';
import { folderChangePlan } from './folder-change';
import { createFolderReplicas, type FolderReplica } from './folder-replicas';
import type { FolderFetchRequest, FolderWorkerMessage, FolderWorkerRequest } from './folder-worker-protocol';
import { createLiveFolders } from './live-folders';
import type { LiveStreamKind } from './live-stream';
import type { WorkerFetched } from './worker-fetch';

/**
 * The filter of a worker's folder copies (features/<feature>/worker/filter-folder.ts): each copy prepared once per
 * version, filtered on every criteria or review change, answered as rows of the page's folder (WorkerRows).
 */
export type FolderFilter<T, Criteria> = {
  filter(
    customer: string,
    folder: FolderReplica<T>,
    criteria: Criteria,
    reviews: Reviews,
    facetsVersion: number,
  ): unknown;
  forget(customer: string): void;
};

/** What makes a folder worker one of signals or of mentions: its item, its fetch, its stream and its filter. */
export type FolderWorkerKind<T extends { publishDate: string }, Criteria, Fetch extends FolderFetchRequest, Body> = {
  /** The item's id, by which loads and changes merge. */
  idOf: (item: T) => string;
  live: LiveStreamKind<{ upsert: T[]; remove: string[] }>;
  /** Makes a stream's items like loaded ones (signals are start-cased). */
  normalise?: (items: T[]) => unknown;
  /** GETs and validates the request's path (shared/folder-data/worker-fetch.ts). */
  fetch: (request: Fetch) => Promise<WorkerFetched<Body>>;
  /** The folder's items in a fetched body. */
  itemsOf: (body: Body) => T[];
  /** Whether this load sets the range and the cursor of the folder's stream, which waits for it (ADR 0046). */
  setsRange: (request: Fetch) => boolean;
  /**
   * Whether a load's items come in parts with the plan of their merge (ADR 0051): a history of 200,000 items is read
   * in short tasks, and the page applies the plan instead of merging again. Otherwise the body comes whole.
   */
  inParts: boolean;
  filter: FolderFilter<T, Criteria>;
};

export type FolderWorkerPost<T> = (message: FolderWorkerMessage<T, unknown>, transfer?: Transferable[]) => void;

/**
 * A folder worker's answers to the requests every folder worker takes (ADRs 0047, 0051, 0126): fetches and loads
 * merged into its copy of the folder, the page's own changes, filters of the copy, live streams, forgetting a folder.
 * The item's specifics come with `kind`; `replicas` serve what a feature's worker answers besides.
 */
export function createFolderWorker<T extends { publishDate: string }, Criteria, Fetch extends FolderFetchRequest, Body>(
  kind: FolderWorkerKind<T, Criteria, Fetch, Body>,
  post: FolderWorkerPost<T>,
) {
  const replicas = createFolderReplicas<T>(kind.idOf);
  const live = createLiveFolders<T>({ kind: kind.live, replicas, idOf: kind.idOf, post, normalise: kind.normalise });
  const filters = createFilterAnswers<Extract<FolderWorkerRequest<T, Criteria>, { type: 'filter' }>>(
    ({ customer, criteria, reviews, facetsVersion }) =>
      kind.filter.filter(customer, replicas.get(customer), criteria, reviews, facetsVersion),
    post,
  );

  /** The body the final answer carries: whole, or the last of its parts, the others posted first. */
  function answerBody(id: number, body: Body): unknown {
    if (!kind.inParts) return body;
    return postLeadingParts(kind.itemsOf(body), (items) => post({ type: 'answer-part', id, items }));
  }

  async function answerFetch(request: Fetch) {
    const { id, folder } = request;
    const fetching = kind.fetch(request);
    if (!folder) {
      const fetched = await fetching;
      if (fetched.ok) post({ type: 'answer', id, ok: true, body: answerBody(id, fetched.body) });
      else post({ type: 'answer', id, ...fetched });
      return;
    }
    await live.load({ ...folder, first: kind.setsRange(request) }, fetching, (fetched) => {
      if (!fetched.ok) {
        post({ type: 'answer', id, ...fetched });
        return;
      }
      const body = answerBody(id, fetched.body);
      const items = kind.itemsOf(fetched.body);
      const before = replicas.get(folder.customer).items;
      const replica = replicas.apply(folder.customer, { upsert: items, replace: folder.replace });
      if (!kind.inParts) {
        post({ type: 'answer', id, ok: true, body, version: replica.version });
        return;
      }
      // The page applies the same merge with the version answered, by its plan (a pass over the list instead of
      // merging 200,000 items again on the page).
      const plan = folderChangePlan(before, items, replica.items);
      post({ type: 'answer', id, ok: true, body, version: replica.version, plan }, [plan.buffer as ArrayBuffer]);
    });
  }

  return {
    replicas,
    handle(request: FolderWorkerRequest<T, Criteria, Fetch>): void {
      switch (request.type) {
        case 'fetch':
          void answerFetch(request);
          break;
        case 'change':
          post({ type: 'changed', id: request.id, version: replicas.apply(request.customer, request.change).version });
          live.changedByPage(request.customer, request.change);
          break;
        case 'filter':
          filters.push(request.customer, request);
          break;
        case 'live':
        case 'live-stop':
          live.handle(request);
          break;
        case 'forget':
          live.forget(request.customer);
          replicas.forget(request.customer);
          kind.filter.forget(request.customer);
          filters.drop(request.customer);
          break;
      }
    },
  };
}
