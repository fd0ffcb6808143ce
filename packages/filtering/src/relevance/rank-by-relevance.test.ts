import { describe, expect, it } from 'vitest';
import { makeMention, makeSignal } from '../testing/factories';
import { createRelevanceModel, learnReview } from './relevance-model';
import {
  FOR_YOU_THRESHOLD,
  isForYou,
  prepareRelevance,
  rankByRelevance,
  rankItemsByRelevance,
  rowsOfIds,
  scoreAt,
} from './rank-by-relevance';

const day = (hour: number) => `2025-03-15T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('rankByRelevance', () => {
  const signals = [
    makeSignal({ id: 'a', publishDate: day(9), eventType: 'Merger' }),
    makeSignal({ id: 'b', publishDate: day(10), eventType: 'Insolvency' }),
    makeSignal({ id: 'c', publishDate: day(11), eventType: 'Merger' }),
    makeSignal({ id: 'd', publishDate: day(8), eventType: 'Insolvency' }),
  ];

  it('is newest first in the cold start, and says so', () => {
    const model = createRelevanceModel();
    learnReview(model, signals[1]!, 'like');
    const ranking = rankByRelevance(prepareRelevance(signals, 'signal'), model);
    expect(ranking.coldStart).toBe(true);
    expect([...ranking.order].map((row) => signals[row]!.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(isForYou(ranking, 0)).toBe(false);
  });

  it('puts what resembles the likes first, newest first among equals', () => {
    const model = createRelevanceModel();
    for (let index = 0; index < 12; index++) {
      learnReview(model, makeSignal({ eventType: 'Insolvency' }), 'like');
      learnReview(model, makeSignal({ eventType: 'Merger' }), 'dislike');
    }
    const ranking = rankItemsByRelevance(signals, 'signal', model);
    expect(ranking.coldStart).toBe(false);
    expect([...ranking.order].map((row) => signals[row]!.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(scoreAt(ranking, 0)).toBeGreaterThan(FOR_YOU_THRESHOLD);
    expect(isForYou(ranking, 0)).toBe(true);
    expect(isForYou(ranking, 3)).toBe(false);
  });

  it('ranks only the rows asked for (a filter’s answer), found by id', () => {
    const prepared = prepareRelevance(signals, 'signal');
    const rows = rowsOfIds(prepared, ['d', 'a', 'nope']);
    expect([...rows]).toEqual([3, 0]);
    const ranking = rankByRelevance(prepared, createRelevanceModel(), rows);
    expect([...ranking.order]).toEqual([0, 3]);
  });

  it('ranks mentions by their uuid and title words', () => {
    const mentions = [
      makeMention({ uuid: 'm1', publishDate: day(12), title: 'Quarterly results' }),
      makeMention({ uuid: 'm2', publishDate: day(9), title: 'Data breach at the plant' }),
    ];
    const model = createRelevanceModel('mention');
    for (let index = 0; index < 10; index++) {
      learnReview(model, makeMention({ title: `Another breach ${index}` }), 'like');
      learnReview(model, makeMention({ title: `Quarterly dividend ${index}` }), 'dislike');
    }
    const ranking = rankItemsByRelevance(mentions, 'mention', model);
    expect([...ranking.order].map((row) => mentions[row]!.uuid)).toEqual(['m2', 'm1']);
  });

  it('answers an empty folder', () => {
    const ranking = rankItemsByRelevance([], 'signal', createRelevanceModel());
    expect(ranking.order).toHaveLength(0);
  });
});
