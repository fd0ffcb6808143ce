// The worker side of the benchmark: the mentions worker's own folder copy and filter (apps/web) over synthetic
// folders. A load posts the folder's mentions to the page as the worker answers the latest page and the history.
import type { Mention } from '@argus/contract';
import type { MentionCriteria, Reviews } from '@argus/filtering';
import { createFolderFilter } from '../../apps/web/src/features/mentions/worker/filter-folder';
import { postLeadingParts } from '../../apps/web/src/lib/answer-parts';
import { folderChangePlan } from '../../apps/web/src/lib/folder-change';
import { createFolderReplicas } from '../../apps/web/src/lib/folder-replicas';
import { syntheticMentions } from '../filtering/synthetic-mentions';

export type BenchWorkerRequest =
  | { type: 'load'; size: number }
  | { type: 'edit' }
  | { type: 'filter'; id: number; criteria: MentionCriteria; reviews: Reviews; facetsVersion: number };

const replicas = createFolderReplicas<Mention>((mention) => mention.uuid);
const filter = createFolderFilter();
const scope = self as unknown as {
  onmessage: (event: MessageEvent<BenchWorkerRequest>) => void;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data }) => {
  if (data.type === 'load') {
    replicas.forget('bench');
    filter.forget('bench');
    // As the mentions worker answers a folder's loads: the latest 50, then the history in parts with its merge's plan.
    const mentions = syntheticMentions(data.size);
    const latest = mentions.slice(0, 50);
    scope.postMessage({ type: 'latest', version: replicas.apply('bench', { upsert: latest }).version, latest });
    const before = replicas.get('bench').items;
    const { version, items } = replicas.apply('bench', { upsert: mentions });
    const last = postLeadingParts(mentions, (part) => scope.postMessage({ type: 'part', part }));
    const plan = folderChangePlan(before, mentions, items);
    scope.postMessage({ type: 'loaded', version, last, plan }, [plan.buffer]);
  } else if (data.type === 'edit') {
    // A folder change: one mention written again, so that the next filter prepares the folder anew.
    const first = replicas.get('bench').items[0]!;
    const { version } = replicas.apply('bench', { upsert: [{ ...first, title: 'edited' }] });
    scope.postMessage({ type: 'edited', version });
  } else {
    const result = filter.filter('bench', replicas.get('bench'), data.criteria, data.reviews, data.facetsVersion);
    scope.postMessage({ type: 'filtered', id: data.id, result }, [result.rows.buffer]);
  }
};
