import type { Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  prepareMentions,
  type MentionCriteria,
  type MentionOptions,
  type PreparedMentions,
  type Reviews,
} from '@argus/filtering';
import type { FolderReplica } from '../../../shared/folder-data/folder-replicas';
import { folderPositions, toFolderRows } from '../../../shared/folder-data/folder-rows';
import { buildKeywordIndexInSlices } from '../lib/build-keyword-index-in-slices';
import type { WorkerMentionFilterResult } from './mentions-worker-protocol';

type Prepared = {
  items: readonly Mention[];
  prepared: PreparedMentions;
  /** The folder's position of each prepared row, when the two orders differ (null: they are the same). */
  positions: Uint32Array | null;
  options?: MentionOptions;
  stopIndexing: () => void;
};

/**
 * The filter of large mention folders, in the mentions worker (ADR 0051): each folder's copy is prepared once per
 * version and filtered on every criteria or review change; the answer names rows of the folder (as the page's store
 * holds it) in a Uint32Array, which moves to the page without a copy. The keyword index is built here too: in slices
 * right after a version is prepared (so that other requests still get their turn), finished at once by a keyword
 * filter that finds it incomplete.
 */
export function createFolderFilter() {
  const preparedByCustomer = new Map<string, Prepared>();
  return {
    filter(
      customer: string,
      folder: FolderReplica<Mention>,
      criteria: MentionCriteria,
      reviews: Reviews,
      facetsVersion: number,
    ): WorkerMentionFilterResult {
      let entry = preparedByCustomer.get(customer);
      if (entry?.items !== folder.items) {
        entry?.stopIndexing();
        const prepared = prepareMentions(folder.items);
        entry = {
          items: folder.items,
          prepared,
          positions: folderPositions(prepared.mentions, folder.items),
          stopIndexing: buildKeywordIndexInSlices(prepared, true, () => undefined),
        };
        preparedByCustomer.set(customer, entry);
      }
      const { rows, stories } = filterMentions(entry.prepared, criteria, reviews);
      let facets: MentionOptions | undefined;
      if (facetsVersion !== folder.version) {
        entry.options ??= deriveMentionOptions(folder.items);
        facets = entry.options;
      }
      return {
        rows: toFolderRows(rows, entry.positions),
        // Positions in `rows`, whichever order the folder's rows are in: the same list, one item per story.
        stories,
        version: folder.version,
        count: folder.items.length,
        facets,
      };
    },
    forget(customer: string) {
      preparedByCustomer.get(customer)?.stopIndexing();
      preparedByCustomer.delete(customer);
    },
  };
}
