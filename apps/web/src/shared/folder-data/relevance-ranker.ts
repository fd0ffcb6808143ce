import type { Mention, Signal } from '@argus/contract';
import {
  entityFactsContext,
  parseModel,
  prepareRelevance,
  rankByRelevance,
  type EntityFactsEntry,
  type PreparedRelevance,
  type RelevanceContext,
  type RelevanceItemKind,
  type RelevanceModel,
} from '@argus/filtering';
import { createFilterAnswers } from './filter-answers';
import type { FolderReplicas } from './folder-replicas';
import type { FolderWorkerExtension } from './serve-folder-worker';

// "Most relevant first" in a folder worker (issue 39, ADR 0137): the rows a filter answered, ranked where they were
// filtered. The folder's copy is prepared once per version, and only when the sort is first chosen; the model comes
// once per read of it (the page sends it again only when it read a new one), not with each ranking.

/** Ranks rows of the folder's copy (a filter's answer, as rows of the page's folder); answered with a WorkerRanking. */
export type RelevanceRankRequest = {
  type: 'rank';
  id: number;
  customer: string;
  rows: Uint32Array;
  /** Which read of the model this is (the page numbers them). */
  modelId: number;
  /**
   * The model's wire form (`parseModel`'s input) and the folder's entity facts it ranks with, when the worker has not
   * had this read yet.
   */
  model?: { model: unknown; entities: readonly EntityFactsEntry[] };
};

/** Rows of the page's folder, the most relevant first, with their logits; the folder version and length they are of. */
export type WorkerRanking = {
  order: Uint32Array;
  logits: Float64Array;
  coldStart: boolean;
  version: number;
  count: number;
};

type Post = Parameters<typeof createFilterAnswers>[1];

/** A worker's answer to `rank` requests over its folder copies (the newest request per folder). */
export function createRelevanceRanker<T extends Signal | Mention>(
  kind: RelevanceItemKind,
  replicas: FolderReplicas<T>,
  post: Post,
) {
  const prepared = new Map<string, { items: readonly T[]; context: RelevanceContext; prepared: PreparedRelevance }>();
  let model: { id: number; model: RelevanceModel; context: RelevanceContext } | null = null;
  /** Kept as it arrives: a request carrying the model may be skipped for a newer one without it. */
  function receive(request: RelevanceRankRequest) {
    if (request.model === undefined || model?.id === request.modelId) return;
    try {
      model = {
        id: request.modelId,
        model: parseModel(request.model.model),
        context: entityFactsContext(request.model.entities),
      };
    } catch (error) {
      console.warn('The relevance model could not be read.', error);
    }
  }
  function rank(request: RelevanceRankRequest): WorkerRanking {
    receive(request);
    if (model?.id !== request.modelId) throw new Error('The relevance model to rank with has not arrived.');
    const folder = replicas.get(request.customer);
    let entry = prepared.get(request.customer);
    // Prepared again for a new folder version, or new entity facts (read with the model).
    if (entry?.items !== folder.items || entry.context !== model.context) {
      entry = {
        items: folder.items,
        context: model.context,
        prepared: prepareRelevance(folder.items, kind, model.context),
      };
      prepared.set(request.customer, entry);
    }
    const ranking = rankByRelevance(entry.prepared, model.model, request.rows);
    return { ...ranking, version: folder.version, count: folder.items.length };
  }
  const answers = createFilterAnswers(rank, post);
  const extension: FolderWorkerExtension<RelevanceRankRequest> = {
    handle(request) {
      receive(request);
      answers.push(`rank:${request.customer}`, request);
    },
    forget(customer) {
      prepared.delete(customer);
      answers.drop(`rank:${customer}`);
    },
  };
  return { ...extension, rank };
}
