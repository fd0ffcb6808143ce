// The worker side of the benchmark: the mentions worker's own folder copy and filter (apps/web) over synthetic
// folders. A load posts the folder's mentions to the page as the worker answers the latest page and the history.
import type { Mention } from '@argus/contract';
import type { MentionCriteria } from '@argus/filtering';
import { createFolderFilter } from '../../apps/web/src/features/mentions/worker/filter-folder';
import { postLeadingParts } from '../../apps/web/src/shared/folder-data/answer-parts';
import { folderChangePlan } from '../../apps/web/src/shared/folder-data/folder-change';
import { createFolderReplicas } from '../../apps/web/src/shared/folder-data/folder-replicas';
import { answerBenchRequests, benchWorkerScope, type BenchWorkerRequest } from '../browser-bench/worker-harness';
import { syntheticMentions } from '../filtering/synthetic-mentions';

export type MentionBenchRequest = BenchWorkerRequest<MentionCriteria>;

const replicas = createFolderReplicas<Mention>((mention) => mention.uuid);

answerBenchRequests<Mention, MentionCriteria>(replicas, createFolderFilter(), (size) => {
  // As the mentions worker answers a folder's loads: the latest 50, then the history in parts with its merge's plan.
  const mentions = syntheticMentions(size);
  const latest = mentions.slice(0, 50);
  benchWorkerScope.postMessage({
    type: 'latest',
    version: replicas.apply('bench', { upsert: latest }).version,
    latest,
  });
  const before = replicas.get('bench').items;
  const { version, items } = replicas.apply('bench', { upsert: mentions });
  const last = postLeadingParts(mentions, (part) => benchWorkerScope.postMessage({ type: 'part', part }));
  const plan = folderChangePlan(before, mentions, items);
  benchWorkerScope.postMessage({ type: 'loaded', version, last, plan }, [plan.buffer]);
});
