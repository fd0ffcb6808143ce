import type { Mention, Signal } from '@argus/contract';
import {
  explain,
  FOR_YOU_THRESHOLD,
  isColdStart,
  itemFeatureHashes,
  prepareRelevance,
  rankByRelevance,
  rowsOfIds,
  score,
  isForYou,
  type EntityFactsEntry,
  type RelevanceContext,
  type RelevanceItemKind,
  type RelevanceModel,
  type RelevanceRanking,
} from '@argus/filtering';
import { useEffect, useMemo, useState } from 'react';
import type { RankInWorker } from '../folder-data/relevance-ranker-client';
import type { ItemRelevance, ItemRelevanceOf } from './stream-sort';

/** What a worker ranks with: the model's wire form and the folder's entity facts, sent once per read of them. */
export type RelevanceWire = { model: object; entities: readonly EntityFactsEntry[] };

/**
 * The model to rank with (parsed, for the page's ranking and the explanations), the context of the folder's entity
 * facts, and their wire form for the worker; or null: newest first.
 */
export type RelevanceRankWith = { model: RelevanceModel; context: RelevanceContext; wire: RelevanceWire } | null;

type RankedOptions<T> = {
  kind: RelevanceItemKind;
  customer: string | null;
  /** The folder as the page's store holds it, and its version (a worker's ranking counts only for it). */
  folderItems: readonly T[];
  version: number | null;
  /** The filter's answer, newest first. */
  shown: readonly T[];
  /** In the worker path: `shown`'s rows of the folder, ranked by the worker; null: ranked on the page. */
  workerRows: Uint32Array | null;
  rankInWorker: RankInWorker;
  idOf: (item: T) => string;
  rankWith: RelevanceRankWith;
};

type Ranked<T> = { items: readonly T[]; relevanceOf: ItemRelevanceOf<T> | undefined };

function rankedOf<T extends Signal | Mention>(
  folderItems: readonly T[],
  ranking: Pick<RelevanceRanking, 'order' | 'logits' | 'coldStart'>,
  { model, context }: NonNullable<RelevanceRankWith>,
  idOf: (item: T) => string,
): Ranked<T> {
  const items = Array.from(ranking.order, (row) => folderItems[row]!);
  const forYou = new Set<string>();
  items.forEach((item, position) => {
    if (isForYou(ranking, position)) forYou.add(idOf(item));
  });
  // Explained when a card or the drawer shows the item, each once.
  const marks = new Map<string, ItemRelevance>();
  const relevanceOf: ItemRelevanceOf<T> = (item) => {
    const id = idOf(item);
    let mark = marks.get(id);
    if (!mark) {
      mark = { forYou: forYou.has(id), reason: explain(model, item, context) };
      marks.set(id, mark);
    }
    return mark;
  };
  return { items, relevanceOf };
}

/**
 * "Most relevant first" (issue 39, ADR 0137) over a filter's answer, where it was filtered: on the page for small
 * folders (the folder prepared once per load, and only once the sort is chosen), in the folder's worker for large
 * ones. Without a model (newest first, the cold start) the answer passes as it is and nothing is asked of anyone.
 * While a worker's ranking is on its way the last ranked list of the folder stays.
 */
export function useRelevanceRanked<T extends Signal | Mention>(options: RankedOptions<T>): Ranked<T> {
  const { kind, customer, folderItems, version, shown, workerRows, rankInWorker, idOf, rankWith } = options;
  const onPage = rankWith !== null && workerRows === null;
  const context = rankWith?.context;
  const prepared = useMemo(
    () => (onPage && context ? prepareRelevance(folderItems, kind, context) : null),
    [onPage, folderItems, kind, context],
  );
  const rankedOnPage = useMemo(() => {
    if (!prepared || !rankWith) return null;
    const ranking = rankByRelevance(prepared, rankWith.model, rowsOfIds(prepared, shown.map(idOf)));
    return rankedOf(folderItems, ranking, rankWith, idOf);
  }, [prepared, rankWith, shown, folderItems, idOf]);

  const [inWorker, setInWorker] = useState<(Ranked<T> & { customer: string }) | null>(null);
  useEffect(() => {
    if (!rankWith || workerRows === null || customer === null || version === null) return;
    let current = true;
    rankInWorker(customer, workerRows, rankWith.wire).then(
      (answer) => {
        if (!answer || !current || answer.version !== version || answer.count !== folderItems.length) return;
        setInWorker({ customer, ...rankedOf(folderItems, answer, rankWith, idOf) });
      },
      (error: unknown) => console.warn('Ranking in the worker failed.', error),
    );
    return () => {
      current = false;
    };
  }, [rankWith, workerRows, customer, version, folderItems, rankInWorker, idOf]);

  return useMemo(() => {
    if (!rankWith) return { items: shown, relevanceOf: undefined };
    if (rankedOnPage) return rankedOnPage;
    if (workerRows !== null && inWorker?.customer === customer) return inWorker;
    return { items: shown, relevanceOf: undefined };
  }, [rankWith, rankedOnPage, workerRows, inWorker, customer, shown]);
}

/**
 * The marks of a list the server ranked (a folder too big to hold, ADR 0137): each shown item scored with the same
 * model and facts the server ranked with, so that "For you" and the reason read as they do on a list ranked here.
 */
export function useScoredRelevance<T extends Signal | Mention>(
  kind: RelevanceItemKind,
  rankWith: RelevanceRankWith,
  idOf: (item: T) => string,
): ItemRelevanceOf<T> | undefined {
  return useMemo(() => {
    if (!rankWith || isColdStart(rankWith.model)) return undefined;
    const { model, context } = rankWith;
    const marks = new Map<string, ItemRelevance>();
    return (item: T) => {
      const id = idOf(item);
      let mark = marks.get(id);
      if (!mark) {
        const forYou = score(model, itemFeatureHashes(item, kind, context)) >= FOR_YOU_THRESHOLD;
        mark = { forYou, reason: explain(model, item, context) };
        marks.set(id, mark);
      }
      return mark;
    };
  }, [kind, rankWith, idOf]);
}
