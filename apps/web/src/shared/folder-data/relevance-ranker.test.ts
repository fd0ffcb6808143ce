import type { Signal } from '@argus/contract';
import { createRelevanceModel, learnReview, serialiseModel } from '@argus/filtering';
import { describe, expect, it } from 'vitest';
import type { FilterAnswer } from './filter-answers';
import { createFolderReplicas } from './folder-replicas';
import { createRelevanceRanker, type RelevanceRankRequest, type WorkerRanking } from './relevance-ranker';

const signal = (id: string, day: string, eventType: string): Signal => ({
  id,
  publishDate: `2026-11-${day}T08:00:00.000Z`,
  targetEntityName: 'Acme',
  targetEntityId: null,
  mediaSegment: 'news',
  reliability: 'High',
  language: 'en',
  result: null,
  eventType,
  category: null,
  dunsId: null,
  title: null,
  sentence: null,
  url: null,
  source: null,
  eventArguments: [],
  updatedAt: `2026-11-${day}T08:00:00.000Z`,
});

// Newest first, as the page's store holds them: the newest are Layoffs, one Insolvency further down.
const folder = [
  signal('s-5', '25', 'Layoffs'),
  signal('s-4', '24', 'Layoffs'),
  signal('s-3', '23', 'Insolvency'),
  signal('s-2', '22', 'Layoffs'),
  signal('s-1', '21', 'Insolvency'),
];

/** A model of `reviews` likes of Insolvency and as many dislikes of Layoffs, in its wire form. */
function wireModel(reviews: number) {
  const model = createRelevanceModel('signal');
  for (let index = 0; index < reviews; index++) {
    const liked = index % 2 === 0;
    learnReview(model, signal(`r-${index}`, '10', liked ? 'Insolvency' : 'Layoffs'), liked ? 'like' : 'dislike');
  }
  return { model: JSON.parse(serialiseModel(model)) as object, entities: [] };
}

function worker() {
  const replicas = createFolderReplicas<Signal>((item) => item.id);
  replicas.apply('acme', { upsert: folder });
  const posted: FilterAnswer[] = [];
  const ranker = createRelevanceRanker<Signal>('signal', replicas, (message) => posted.push(message));
  const rank = async (request: Omit<RelevanceRankRequest, 'type' | 'customer'>) => {
    ranker.handle({ type: 'rank', customer: 'acme', ...request });
    // The newest-request queue answers in a task of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = posted.find((message) => message.id === request.id);
    if (answer?.type !== 'filtered') throw new Error(`no ranking: ${JSON.stringify(answer)}`);
    return answer.result as WorkerRanking;
  };
  return { rank };
}

const idsOf = (ranking: WorkerRanking) => Array.from(ranking.order, (row) => folder[row]!.id);

describe('the worker ranking message', () => {
  it("ranks with the folder's entity facts sent with the model (the industry the server learned)", async () => {
    const retail = { id: 'e-retail', industry: 'Retail', country: 'DE' };
    const context = { entityFacts: (id: string) => (id === retail.id ? retail : undefined) };
    const model = createRelevanceModel('signal');
    for (let index = 0; index < 12; index++) {
      const liked = index % 2 === 0;
      const reviewed = { ...signal(`r-${index}`, '10', 'Layoffs'), targetEntityId: liked ? retail.id : null };
      learnReview(model, reviewed, liked ? 'like' : 'dislike', context);
    }
    const replicas = createFolderReplicas<Signal>((item) => item.id);
    // The oldest Layoffs signal is of the Retail entity: only its industry sets it apart.
    replicas.apply('acme', {
      upsert: [...folder.slice(0, 4), { ...folder[4]!, eventType: 'Layoffs', targetEntityId: retail.id }],
    });
    const posted: FilterAnswer[] = [];
    const ranker = createRelevanceRanker<Signal>('signal', replicas, (message) => posted.push(message));
    const wire = JSON.parse(serialiseModel(model)) as object;
    for (const [id, entities] of [
      [1, [retail]],
      [2, []],
    ] as const) {
      ranker.handle({
        type: 'rank',
        id,
        customer: 'acme',
        rows: Uint32Array.from([0, 1, 3, 4]),
        modelId: id,
        model: { model: wire, entities },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const [withFacts, without] = [1, 2].map(
      (id) => (posted.find((message) => message.id === id) as { result: WorkerRanking }).result.order,
    );
    expect(withFacts![0]).toBe(4);
    expect(without![0]).toBe(0);
  });

  it('ranks the filtered rows by the model, the liked type first and ties newest first', async () => {
    const { rank } = worker();
    const ranking = await rank({ id: 1, rows: Uint32Array.from([0, 1, 2, 4]), modelId: 1, model: wireModel(20) });
    expect(ranking.coldStart).toBe(false);
    expect(idsOf(ranking)).toEqual(['s-3', 's-1', 's-5', 's-4']);
    expect(ranking.version).toBe(1);
    expect(ranking.count).toBe(folder.length);
  });

  it('keeps newest first in the cold start', async () => {
    const { rank } = worker();
    const ranking = await rank({ id: 1, rows: Uint32Array.from([0, 1, 2, 3, 4]), modelId: 1, model: wireModel(4) });
    expect(ranking.coldStart).toBe(true);
    expect(idsOf(ranking)).toEqual(['s-5', 's-4', 's-3', 's-2', 's-1']);
  });

  it('ranks again with the model it was sent once', async () => {
    const { rank } = worker();
    await rank({ id: 1, rows: Uint32Array.from([0, 1]), modelId: 7, model: wireModel(20) });
    const again = await rank({ id: 2, rows: Uint32Array.from([0, 1, 2]), modelId: 7 });
    expect(idsOf(again)).toEqual(['s-3', 's-5', 's-4']);
  });
});
