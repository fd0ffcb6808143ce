import type { RelevanceRankRequest, WorkerRanking } from './relevance-ranker';

/** What the worker ranks with: the model's wire form and the folder's entity facts. */
type RankingWire = NonNullable<RelevanceRankRequest['model']>;

/** Ranks the folder's rows in its worker with the model's wire form; null when a newer request came first. */
export type RankInWorker = (customer: string, rows: Uint32Array, model: RankingWire) => Promise<WorkerRanking | null>;

/**
 * The page's side of a worker's `rank` (shared/folder-data/relevance-ranker.ts): each read of the model (its object)
 * gets a number, and goes to the worker only with the first ranking after it was read, not with each.
 */
export function createRankInWorker(
  ask: (request: RelevanceRankRequest) => Promise<unknown>,
  nextId: () => number,
): RankInWorker {
  const modelIds = new WeakMap<object, number>();
  let lastModelId = 0;
  let sentModelId = 0;
  return (customer, rows, model) => {
    let modelId = modelIds.get(model);
    if (modelId === undefined) {
      modelId = ++lastModelId;
      modelIds.set(model, modelId);
    }
    const request: RelevanceRankRequest = { type: 'rank', id: nextId(), customer, rows, modelId };
    if (sentModelId !== modelId) request.model = model;
    sentModelId = modelId;
    return ask(request) as Promise<WorkerRanking | null>;
  };
}
