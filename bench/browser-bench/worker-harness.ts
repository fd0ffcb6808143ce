// The worker side's harness of the benchmarks run in Chromium (bundled into their worker.js): one folder, "bench",
// in the web app's own folder copies and worker filter.
import type { Reviews } from '@argus/filtering';
import type { FolderReplica, createFolderReplicas } from '../../apps/web/src/shared/folder-data/folder-replicas';

export type BenchWorkerRequest<Criteria> =
  | { type: 'load'; size: number }
  | { type: 'edit' }
  | { type: 'filter'; id: number; criteria: Criteria; reviews: Reviews; facetsVersion: number };

type FolderFilter<Item, Criteria> = {
  filter(
    customer: string,
    folder: FolderReplica<Item>,
    criteria: Criteria,
    reviews: Reviews,
    facetsVersion: number,
  ): { rows: Uint32Array };
  forget(customer: string): void;
};

export const benchWorkerScope = self as unknown as {
  onmessage: (event: MessageEvent) => void;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
};

/**
 * Answers the page's requests: a load starts the folder afresh and lets `load` fill it and tell the page; an edit
 * writes the first item again (a folder change, so that the next filter prepares the folder anew) and answers the
 * new version; a filter answers the web app's result, its rows transferred.
 */
export function answerBenchRequests<Item extends { publishDate: string; title: string | null }, Criteria>(
  replicas: ReturnType<typeof createFolderReplicas<Item>>,
  filter: FolderFilter<Item, Criteria>,
  load: (size: number) => void,
) {
  benchWorkerScope.onmessage = ({ data }: MessageEvent<BenchWorkerRequest<Criteria>>) => {
    if (data.type === 'load') {
      replicas.forget('bench');
      filter.forget('bench');
      load(data.size);
    } else if (data.type === 'edit') {
      const first = replicas.get('bench').items[0]!;
      const { version } = replicas.apply('bench', { upsert: [{ ...first, title: 'edited' }] });
      benchWorkerScope.postMessage({ type: 'edited', version });
    } else {
      const result = filter.filter('bench', replicas.get('bench'), data.criteria, data.reviews, data.facetsVersion);
      benchWorkerScope.postMessage({ type: 'filtered', id: data.id, result }, [result.rows.buffer]);
    }
  };
}
