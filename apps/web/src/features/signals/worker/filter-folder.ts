import type { Signal } from '@argus/contract';
import {
  filterSignals,
  prepareSignals,
  summariseSignals,
  countSignalsByEntity,
  overviewCriteriaOf,
  NO_ENTITY,
  type PreparedSignals,
  type Reviews,
  type SignalCriteria,
} from '@argus/filtering';
import type { FolderReplica } from '../../../shared/folder-data/folder-replicas';
import { folderPositions, toFolderRows } from '../../../shared/folder-data/folder-rows';
import { facetsOf, type SignalFacets } from '../lib/signal-facets';
import type {
  WorkerEntityCounts,
  WorkerEntitySignals,
  WorkerFilterResult,
  WorkerOverview,
} from './signals-worker-protocol';

type Prepared = {
  items: readonly Signal[];
  prepared: PreparedSignals;
  /** The folder's position of each prepared row, when the two orders differ (null: they are the same). */
  positions: Uint32Array | null;
  facets?: SignalFacets;
};

function prepare(items: readonly Signal[]): Prepared {
  const prepared = prepareSignals(items);
  return { items, prepared, positions: folderPositions(prepared.signals, items) };
}

/**
 * The filter of large folders and the Overview's figures of every folder, in the signals worker (ADR 0047): each
 * folder's copy is prepared once per version and filtered or summed up on every criteria or review change; the answer names rows of the folder (as the page's store holds it)
 * in a Uint32Array, which moves to the page without a copy.
 */
export function createFolderFilter() {
  const preparedByCustomer = new Map<string, Prepared>();
  function preparedOf(customer: string, folder: FolderReplica<Signal>): Prepared {
    let entry = preparedByCustomer.get(customer);
    if (entry?.items !== folder.items) {
      entry = prepare(folder.items);
      preparedByCustomer.set(customer, entry);
    }
    return entry;
  }
  return {
    filter(
      customer: string,
      folder: FolderReplica<Signal>,
      criteria: SignalCriteria,
      reviews: Reviews,
      facetsVersion: number,
    ): WorkerFilterResult {
      const entry = preparedOf(customer, folder);
      const { signals: _signals, rows, ...result } = filterSignals(entry.prepared, criteria, reviews);
      const folderRows = toFolderRows(rows, entry.positions);
      let facets: SignalFacets | undefined;
      if (facetsVersion !== folder.version) {
        entry.facets ??= facetsOf(folder.items);
        facets = entry.facets;
      }
      return { ...result, rows: folderRows, version: folder.version, count: folder.items.length, facets };
    },
    /** The Overview's figures of the folder's copy, with the version they are of and its option lists. */
    summarise(
      customer: string,
      folder: FolderReplica<Signal>,
      criteria: SignalCriteria,
      reviews: Reviews,
    ): WorkerOverview {
      const entry = preparedOf(customer, folder);
      entry.facets ??= facetsOf(folder.items);
      const figures = summariseSignals(entry.prepared, criteria, reviews);
      return { ...figures, version: folder.version, options: entry.facets.options };
    },
    /** The Map's figures of the folder's copy: shown signals per linked target entity, and its option lists. */
    countByEntity(
      customer: string,
      folder: FolderReplica<Signal>,
      criteria: SignalCriteria,
      reviews: Reviews,
    ): WorkerEntityCounts {
      const entry = preparedOf(customer, folder);
      entry.facets ??= facetsOf(folder.items);
      const counts = countSignalsByEntity(entry.prepared, criteria, reviews);
      return { ...counts, version: folder.version, options: entry.facets.options };
    },
    /** The shown signals linked to these target entities, as rows of the folder (the Map's list of a selection). */
    signalsOfEntities(
      customer: string,
      folder: FolderReplica<Signal>,
      criteria: SignalCriteria,
      reviews: Reviews,
      entityIds: readonly string[],
    ): WorkerEntitySignals {
      const entry = preparedOf(customer, folder);
      const { entity } = entry.prepared;
      const wanted = new Uint8Array(entity.values.length);
      for (const id of entityIds) {
        const code = entity.codeOf.get(id);
        if (code !== undefined && id !== NO_ENTITY) wanted[code] = 1;
      }
      const { rows } = filterSignals(entry.prepared, overviewCriteriaOf(criteria), reviews);
      const linked = rows.filter((row) => wanted[entity.codes[row]!] === 1);
      return { rows: toFolderRows(linked, entry.positions), version: folder.version, count: folder.items.length };
    },
    forget(customer: string) {
      preparedByCustomer.delete(customer);
    },
  };
}
