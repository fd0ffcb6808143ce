import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signalsArbitrary } from '../testing/arbitraries';
import { newestFirstOrder } from '../shared/newest-first';
import { itemFeatureHashes } from './relevance-features';
import {
  COLD_START_REVIEWS,
  createRelevanceModel,
  learn,
  learnReview,
  logit,
  score,
  type ReviewKind,
} from './relevance-model';
import { logitSteps, prepareRelevance, rankByRelevance } from './rank-by-relevance';

const RUNS = { numRuns: 300 };
const reviewKind = fc.constantFrom<ReviewKind>('like', 'dislike', 'bookmark', 'open');

/** A folder and a history of reviews of its items (positions), applied in order. */
const folderWithReviews = signalsArbitrary
  .filter((signals) => signals.length > 0)
  .chain((signals) =>
    fc.tuple(
      fc.constant(signals),
      fc.array(fc.tuple(fc.nat(signals.length - 1), reviewKind), { maxLength: 60 }),
      fc.nat(signals.length - 1),
    ),
  );

function trained(signals: ReturnType<typeof Array<import('@argus/contract').Signal>>, history: [number, ReviewKind][]) {
  const model = createRelevanceModel('signal');
  for (const [position, review] of history) learnReview(model, signals[position]!, review);
  return model;
}

describe('the relevance model, for any history of reviews', () => {
  it('never lowers the score of an item it learns a like, bookmark or open of', () => {
    fc.assert(
      fc.property(folderWithReviews, reviewKind, ([signals, history, target], review) => {
        const model = trained(signals, history);
        const features = itemFeatureHashes(signals[target]!, 'signal');
        const before = score(model, features);
        learnReview(model, signals[target]!, review === 'dislike' ? 'like' : review);
        expect(score(model, features)).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('never raises the score of an item it learns a dislike of', () => {
    fc.assert(
      fc.property(folderWithReviews, ([signals, history, target]) => {
        const model = trained(signals, history);
        const features = itemFeatureHashes(signals[target]!, 'signal');
        const before = score(model, features);
        learnReview(model, signals[target]!, 'dislike');
        expect(score(model, features)).toBeLessThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('keeps that promise for any label weight, even after many repeated steps', () => {
    fc.assert(
      fc.property(
        folderWithReviews,
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.constantFrom<1 | 0>(1, 0),
        ([signals, history, target], weight, label) => {
          const model = trained(signals, history);
          const features = itemFeatureHashes(signals[target]!, 'signal');
          for (let step = 0; step < 20; step++) {
            const before = score(model, features);
            learn(model, features, label, weight);
            const after = score(model, features);
            if (label === 1) expect(after).toBeGreaterThanOrEqual(before);
            else expect(after).toBeLessThanOrEqual(before);
            expect(after).toBeGreaterThan(0);
            expect(after).toBeLessThan(1);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('ranking by relevance, for any folder and history', () => {
  it('is a permutation of the rows: nothing dropped, nothing repeated', () => {
    fc.assert(
      fc.property(folderWithReviews, ([signals, history]) => {
        const ranking = rankByRelevance(prepareRelevance(signals, 'signal'), trained(signals, history));
        expect([...ranking.order].sort((left, right) => left - right)).toEqual(signals.map((_, row) => row));
        expect(ranking.logits).toHaveLength(signals.length);
      }),
      RUNS,
    );
  });

  it('orders by score, ties newest first', () => {
    fc.assert(
      fc.property(folderWithReviews, ([signals, history]) => {
        const model = trained(signals, history);
        const prepared = prepareRelevance(signals, 'signal');
        const { order, logits, coldStart } = rankByRelevance(prepared, model);
        if (coldStart) return;
        for (let index = 1; index < order.length; index++) {
          const [before, after] = [logitSteps(logits[index - 1]!), logitSteps(logits[index]!)];
          expect(before).toBeGreaterThanOrEqual(after);
          expect(logits[index - 1]).toBe(logit(model, itemFeatureHashes(signals[order[index - 1]!]!, 'signal')));
          if (before === after) {
            expect(prepared.newestRank[order[index - 1]!]!).toBeLessThan(prepared.newestRank[order[index]!]!);
          }
        }
      }),
      RUNS,
    );
  });

  it('is newest first in the cold start', () => {
    fc.assert(
      fc.property(folderWithReviews, ([signals, history]) => {
        const model = trained(signals, history.slice(0, COLD_START_REVIEWS - 1));
        const ranking = rankByRelevance(prepareRelevance(signals, 'signal'), model);
        expect(ranking.coldStart).toBe(true);
        const newest = newestFirstOrder(
          signals,
          (signal) => signal.publishDate,
          (signal) => signal.id,
        );
        expect([...ranking.order]).toEqual(newest);
      }),
      RUNS,
    );
  });

  it('ranks a subset of rows as the whole folder ranks them', () => {
    fc.assert(
      fc.property(
        folderWithReviews.chain(([signals, history]) =>
          fc.tuple(fc.constant(signals), fc.constant(history), fc.shuffledSubarray(signals.map((_, row) => row))),
        ),
        ([signals, history, rows]) => {
          const model = trained(signals, history);
          const prepared = prepareRelevance(signals, 'signal');
          const chosen = new Set(rows);
          const whole = [...rankByRelevance(prepared, model).order].filter((row) => chosen.has(row));
          expect([...rankByRelevance(prepared, model, rows).order]).toEqual(whole);
        },
      ),
      RUNS,
    );
  });
});
