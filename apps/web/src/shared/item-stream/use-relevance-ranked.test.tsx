import type { Signal } from '@argus/contract';
import { createRelevanceModel, learnReview, serialiseModel } from '@argus/filtering';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRelevanceRanked, type RelevanceRankWith } from './use-relevance-ranked';

const signal = (id: string, day: string, eventType: string): Signal => ({
  id,
  publishDate: `2026-11-${day}T08:00:00.000Z`,
  targetEntityName: `Company ${id}`,
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

const folder = [
  signal('s-4', '24', 'Layoffs'),
  signal('s-3', '23', 'Insolvency'),
  signal('s-2', '22', 'Layoffs'),
  signal('s-1', '21', 'Insolvency'),
];

function rankWith(): RelevanceRankWith {
  const model = createRelevanceModel('signal');
  for (let index = 0; index < 20; index++) {
    const liked = index % 2 === 0;
    learnReview(model, signal(`r-${index}`, '10', liked ? 'Insolvency' : 'Layoffs'), liked ? 'like' : 'dislike');
  }
  return { model, context: {}, wire: { model: JSON.parse(serialiseModel(model)) as object, entities: [] } };
}

const idOf = (item: Signal) => item.id;

function ranked(shown: readonly Signal[], model: RelevanceRankWith) {
  const rankInWorker = vi.fn();
  const { result } = renderHook(() =>
    useRelevanceRanked({
      kind: 'signal',
      customer: 'acme',
      folderItems: folder,
      version: 1,
      shown,
      workerRows: null,
      rankInWorker,
      idOf,
      rankWith: model,
    }),
  );
  return { result: result.current, rankInWorker };
}

describe('useRelevanceRanked on the page', () => {
  it('passes the filter answer through untouched in newest first', () => {
    const shown = folder.slice(0, 3);
    const { result, rankInWorker } = ranked(shown, null);
    expect(result.items).toBe(shown);
    expect(result.relevanceOf).toBeUndefined();
    expect(rankInWorker).not.toHaveBeenCalled();
  });

  it('ranks the shown items by the model, marks the liked type For you and says why', () => {
    const shown = folder.slice(0, 3);
    const { result, rankInWorker } = ranked(shown, rankWith());
    expect(result.items.map(idOf)).toEqual(['s-3', 's-4', 's-2']);
    const top = result.relevanceOf!(result.items[0]!)!;
    expect(top.forYou).toBe(true);
    expect(top.reason).toContain('Insolvency');
    expect(result.relevanceOf!(result.items[2]!)!.forYou).toBe(false);
    expect(rankInWorker).not.toHaveBeenCalled();
  });
});
