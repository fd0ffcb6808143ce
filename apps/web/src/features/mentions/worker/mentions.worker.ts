// The mentions worker (ADR 0051): fetches a folder's mentions (the latest page, then the whole history: up to
// hundreds of MB of JSON to parse and validate), keeps a copy of each folder the page holds, filters large folders
// with their keyword index, and runs their live streams (ADR 0126), so that none of this blocks the page.
import {
  LIVE_MENTIONS_EVENTS,
  liveMentionsChangeSchema,
  liveMentionsEndpoints,
  mentionListSchema,
  parseSchemasWithoutEval,
  type Mention,
} from '@argus/contract';
import { postLeadingParts } from '../../../shared/folder-data/answer-parts';
import { folderChangePlan } from '../../../shared/folder-data/folder-change';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { createLiveFolders } from '../../../shared/folder-data/live-folders';
import { createNewestRequestQueue } from '../../../shared/folder-data/newest-request-queue';
import { fetchValidated } from '../../../shared/folder-data/worker-fetch';
import { createFolderFilter } from './filter-folder';
import type { MentionsWorkerMessage, MentionsWorkerRequest } from './mentions-worker-protocol';

parseSchemasWithoutEval();

type WorkerScope = {
  onmessage: ((event: MessageEvent<MentionsWorkerRequest>) => void) | null;
  postMessage: (message: MentionsWorkerMessage, transfer?: Transferable[]) => void;
};
const scope = self as unknown as WorkerScope;
const post = (message: MentionsWorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

const replicas = createFolderReplicas<Mention>((mention) => mention.uuid);
const filter = createFolderFilter();
const live = createLiveFolders<Mention>({
  kind: {
    endpoint: liveMentionsEndpoints.liveMentions,
    event: LIVE_MENTIONS_EVENTS.mentions,
    schema: liveMentionsChangeSchema,
    what: 'live mentions',
  },
  replicas,
  idOf: (mention) => mention.uuid,
  post,
});

type FetchRequest = Extract<MentionsWorkerRequest, { type: 'fetch' }>;
type FilterRequest = Extract<MentionsWorkerRequest, { type: 'filter' }>;

async function answerFetch({ id, path, token, folder }: FetchRequest) {
  const fetching = fetchValidated(path, token, mentionListSchema, 'Mentions');
  if (!folder) {
    const fetched = await fetching;
    if (fetched.ok) post({ type: 'answer', id, ok: true, body: postParts(id, fetched.body) });
    else post({ type: 'answer', id, ...fetched });
    return;
  }
  // Every load of the folder sets its stream's range, and its stream waits for it (ADR 0126).
  await live.load({ ...folder, first: true }, fetching, (fetched) => {
    if (!fetched.ok) {
      post({ type: 'answer', id, ...fetched });
      return;
    }
    const last = postParts(id, fetched.body);
    // A folder's load is merged into the copy first; the page applies the same with the version it answers, by the
    // plan of the merge (a pass over the list instead of merging 200,000 mentions again on the page).
    const before = replicas.get(folder.customer).items;
    const replica = replicas.apply(folder.customer, { upsert: fetched.body, replace: folder.replace });
    const plan = folderChangePlan(before, fetched.body, replica.items);
    post({ type: 'answer', id, ok: true, body: last, version: replica.version, plan }, [plan.buffer]);
  });
}

/** Posts the leading parts of a long answer (shared/folder-data/answer-parts.ts); answers the last, which the answer carries. */
function postParts(id: number, body: Mention[]) {
  return postLeadingParts(body, (items) => post({ type: 'answer-part', id, items }));
}

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

scope.onmessage = ({ data: request }) => {
  switch (request.type) {
    case 'fetch':
      void answerFetch(request);
      break;
    case 'change':
      post({ type: 'changed', id: request.id, version: replicas.apply(request.customer, request.change).version });
      live.changedByPage(request.customer, request.change);
      break;
    case 'filter':
      filterRequests.push(request.customer, request);
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
      break;
  }
};
