import { describe, expect, it } from 'vitest';
import { makeMention, makeSignal } from '../testing/factories';
import { explain } from './relevance-explanation';
import { HASH_SIZE, itemFeatureHashes, type RelevanceContext } from './relevance-features';
import {
  COLD_START_REVIEWS,
  createRelevanceModel,
  isColdStart,
  learn,
  learnReview,
  parseModel,
  resetModel,
  reviewCount,
  score,
  serialiseModel,
  trainModel,
} from './relevance-model';

const context: RelevanceContext = {
  entityFacts: (id) => ({ 'entity-retail': { industry: 'Retail', country: 'DE' } })[id],
};
const retailInsolvency = () =>
  makeSignal({ eventType: 'Insolvency', targetEntityName: 'Kaufhaus', targetEntityId: 'entity-retail' });
const otherMerger = () => makeSignal({ eventType: 'Merger', targetEntityName: 'Zeta', source: 'Wire' });

/**
 * A model from fixed steps only (no factories, no clock): `width` pseudo-random hashes (and the `extra` ones) a step,
 * labels and review weights drawn by the same generator. The texts pinned below are what `serialiseModel` wrote for
 * these models before it kept the touched hashes (two scans of the dense weights): the stored form must not change.
 */
function pinnedModel(kind: 'signal' | 'mention', steps: number, width: number, extra: readonly number[] = []) {
  const model = createRelevanceModel(kind);
  let state = 39;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0);
  for (let step = 0; step < steps; step++) {
    const features = new Set<number>(extra);
    while (features.size < width + extra.length) features.add(next() >>> 14);
    learn(model, [...features], (next() >>> 31) as 1 | 0, [1, 0.7, 0.2][(next() >>> 16) % 3]!);
  }
  return model;
}

/** FNV-1a of the text's UTF-16 code units. */
function checksum(text: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

const PINNED_SMALL =
  '{"version":1,"kind":"mention","bias":-0.5454846289629652,"steps":4.5,"reviews":5,"weights":"AAAAAG6FC7+lSQAAz6tLvN6dAACnLyC+NQEBAClcD77gCQEAz6tLvONtAQC83Eu94XoBAKcvIL7txwEACLe4vLPoAQB2Ere91fcBAAi3uLzW9wEAdhK3vfn7AQC83Eu9thcCAClcD77YHAIAvNxLvVUoAgB2Ere9FbkCAF1rmb0VxQIAXWuZvX3YAgAIt7i8TyEDAKcvIL6ZQwMAKVwPvjGeAwBda5m9lcIDAM+rS7z//wMAboULvw==","likeCounts":[["company=Acme",3],["eventType=Insolvency",2]]}';
/** One, two and three weights: 8, 16 and 24 bytes, so base64 with `=`, `==` and no padding. */
const PINNED_BY_WEIGHTS = [
  '{"version":1,"kind":"signal","bias":0.13999999999999999,"steps":0.7,"reviews":0,"weights":"NQEBAClcDz4=","likeCounts":[]}',
  '{"version":1,"kind":"signal","bias":0.04000000000000001,"steps":0.2,"reviews":0,"weights":"NQEBAArXIz2ZQwMACtcjPQ==","likeCounts":[]}',
  '{"version":1,"kind":"signal","bias":-0.13999999999999999,"steps":0.7,"reviews":0,"weights":"NQEBAClcD762FwIAKVwPvplDAwApXA++","likeCounts":[]}',
];
const PINNED_EMPTY = '{"version":1,"kind":"signal","bias":0,"steps":0,"reviews":0,"weights":"","likeCounts":[]}';

describe('the relevance model', () => {
  it('scores 0.5 before it has learned anything, and strictly between 0 and 1 always', () => {
    const model = createRelevanceModel();
    expect(score(model, itemFeatureHashes(retailInsolvency(), 'signal', context))).toBe(0.5);
    const features = itemFeatureHashes(retailInsolvency(), 'signal', context);
    for (let step = 0; step < 2000; step++) learn(model, features, 1, 1);
    const high = score(model, features);
    expect(high).toBeGreaterThan(0.99);
    expect(high).toBeLessThan(1);
  });

  it('learns likes up and dislikes down, and ranks what resembles them accordingly', () => {
    const model = createRelevanceModel();
    for (let index = 0; index < 10; index++) {
      learnReview(model, retailInsolvency(), 'like', context);
      learnReview(model, otherMerger(), 'dislike', context);
    }
    const liked = score(model, itemFeatureHashes(retailInsolvency(), 'signal', context));
    const disliked = score(model, itemFeatureHashes(otherMerger(), 'signal', context));
    expect(liked).toBeGreaterThan(0.8);
    expect(disliked).toBeLessThan(0.2);
  });

  it('weighs a like more than a bookmark, and a bookmark more than an open', () => {
    const scoreAfter = (review: 'like' | 'bookmark' | 'open') => {
      const model = createRelevanceModel();
      learnReview(model, retailInsolvency(), review, context);
      return score(model, itemFeatureHashes(retailInsolvency(), 'signal', context));
    };
    expect(scoreAfter('like')).toBeGreaterThan(scoreAfter('bookmark'));
    expect(scoreAfter('bookmark')).toBeGreaterThan(scoreAfter('open'));
    expect(scoreAfter('open')).toBeGreaterThan(0.5);
  });

  it('counts likes, dislikes and bookmarks towards the cold start, not opens', () => {
    const model = createRelevanceModel();
    for (let index = 0; index < 20; index++) learnReview(model, otherMerger(), 'open');
    expect(reviewCount(model)).toBe(0);
    for (let index = 0; index < COLD_START_REVIEWS - 1; index++) {
      learnReview(model, otherMerger(), (['like', 'dislike', 'bookmark'] as const)[index % 3]!);
    }
    expect(isColdStart(model)).toBe(true);
    learnReview(model, otherMerger(), 'like');
    expect(isColdStart(model)).toBe(false);
    expect(reviewCount(resetModel(model))).toBe(0);
  });

  it('keeps like counts of the counted families only, exactly', () => {
    const model = createRelevanceModel();
    for (let index = 0; index < 4; index++) learnReview(model, retailInsolvency(), 'like', context);
    learnReview(model, retailInsolvency(), 'bookmark', context);
    learnReview(model, retailInsolvency(), 'dislike', context);
    expect(Object.fromEntries(model.likeCounts)).toEqual({
      'eventType=Insolvency': 4,
      'company=Kaufhaus': 4,
      'industry=Retail': 4,
      'eventTypeIndustry=Insolvency × Retail': 4,
    });
  });

  it('survives serialisation exactly, compactly', () => {
    const model = trainModel(
      'signal',
      Array.from({ length: 30 }, (_, index) => ({
        item: index % 2 ? retailInsolvency() : otherMerger(),
        review: index % 2 ? ('like' as const) : ('dislike' as const),
      })),
      context,
    );
    const text = serialiseModel(model);
    const parsed = parseModel(text);
    let different = 0;
    for (let hash = 0; hash < HASH_SIZE; hash++) if (parsed.weights[hash] !== model.weights[hash]) different++;
    expect(different).toBe(0);
    expect(parsed.bias).toBe(model.bias);
    expect(parsed.steps).toBe(model.steps);
    expect(parsed.reviews).toBe(model.reviews);
    expect(parsed.likeCounts).toEqual(model.likeCounts);
    expect(parsed.kind).toBe('signal');
    expect(serialiseModel(parseModel(JSON.parse(text)))).toBe(text);
    const touched = model.weights.filter((weight) => weight !== 0).length;
    expect(text.length).toBeLessThan(400 + touched * 11);
    expect(parsed.weights).toHaveLength(HASH_SIZE);
  });

  it('writes the same text as before for the same model, every base64 padding', () => {
    const small = pinnedModel('mention', 7, 3, [0, HASH_SIZE - 1]);
    small.reviews = 5;
    small.likeCounts.set('company=Acme', 3).set('eventType=Insolvency', 2);
    expect(serialiseModel(small)).toBe(PINNED_SMALL);
    expect(serialiseModel(parseModel(PINNED_SMALL))).toBe(PINNED_SMALL);
    PINNED_BY_WEIGHTS.forEach((pinned, index) => {
      expect(serialiseModel(pinnedModel('signal', 1, index + 1))).toBe(pinned);
      expect(serialiseModel(parseModel(pinned))).toBe(pinned);
    });
    expect(serialiseModel(createRelevanceModel('signal'))).toBe(PINNED_EMPTY);
    expect(serialiseModel(resetModel(small))).toBe(PINNED_EMPTY.replace('signal', 'mention'));
  });

  it('writes the same text as before for a model of 3,093 touched weights', () => {
    const model = pinnedModel('signal', 260, 12);
    expect(model.weights.filter((weight) => weight !== 0)).toHaveLength(3093);
    const text = serialiseModel(model);
    expect(text).toHaveLength(33115);
    expect(checksum(text)).toBe(1970727425);
    expect(
      text.endsWith(
        'DgnAI9uP4DAJHZLzwW/wMAUrPBPSb/AwD0U5g8Pf8DAJmwmDxR/wMApNCnvYr/AwD6XdW9jv8DAHhUR76u/wMA+pAxvrT/AwAfiay8","likeCounts":[]}',
      ),
    ).toBe(true);
    const parsed = parseModel(text);
    expect(parsed.weights).toEqual(model.weights);
    expect(serialiseModel(parsed)).toBe(text);
    // Learning after a parse stores what learning without one does.
    learn(parsed, [1, 2, 3], 1, 1);
    learn(model, [1, 2, 3], 1, 1);
    expect(serialiseModel(parsed)).toBe(serialiseModel(model));
  });

  it('stores the non-zero weights only, by hash ascending, whatever order they were read in', () => {
    const pairs = (entries: [number, number][]) => {
      const bytes = new Uint8Array(entries.length * 8);
      const view = new DataView(bytes.buffer);
      entries.forEach(([hash, weight], index) => {
        view.setUint32(index * 8, hash, true);
        view.setFloat32(index * 8 + 4, weight, true);
      });
      return btoa(String.fromCharCode(...bytes));
    };
    const read = parseModel({
      ...(JSON.parse(PINNED_EMPTY) as object),
      weights: pairs([
        [HASH_SIZE - 1, 0.5],
        [7, 0],
        [40, -0.25],
        [3, -0],
        [33, 1],
        [40, 2],
      ]),
    });
    const written = JSON.parse(serialiseModel(read)) as { weights: string };
    expect(written.weights).toBe(
      pairs([
        [33, 1],
        [40, 2],
        [HASH_SIZE - 1, 0.5],
      ]),
    );
  });

  it('refuses another version or malformed weights', () => {
    const text = serialiseModel(createRelevanceModel('mention'));
    expect(parseModel(text).kind).toBe('mention');
    expect(() => parseModel({ ...JSON.parse(text), version: 2 })).toThrow(/version 2/);
    expect(() => parseModel({ ...JSON.parse(text), weights: 'AAAA' })).toThrow(/cut short/);
    expect(() => parseModel({ ...JSON.parse(text), weights: '!!!!!!!!!!!!' })).toThrow(/base64/);
    expect(() => parseModel({ ...JSON.parse(text), bias: 'x' })).toThrow(/bias/);
    expect(() => parseModel('null')).toThrow();
  });
});

describe('explanations', () => {
  it('say nothing in the cold start', () => {
    const model = createRelevanceModel();
    learnReview(model, retailInsolvency(), 'like', context);
    expect(explain(model, retailInsolvency(), context)).toBeNull();
  });

  it('claim the like counts the model keeps', () => {
    const model = createRelevanceModel();
    for (let index = 0; index < 6; index++) learnReview(model, retailInsolvency(), 'like', context);
    for (let index = 0; index < 6; index++) learnReview(model, otherMerger(), 'dislike', context);
    const line = explain(model, retailInsolvency(), context);
    expect(line).toMatch(/^You liked 6 /);
    expect(line).not.toContain('\n');
    expect(explain(model, otherMerger(), context)).toBeNull();
  });

  it('say the issue’s example: the likes of an event type at companies of an industry', () => {
    const model = createRelevanceModel();
    const facts: RelevanceContext = {
      entityFacts: (id) => (id === 'retail' ? { industry: 'Retail' } : { industry: 'Utilities' }),
    };
    for (const name of ['Kaufhaus', 'Shopco', 'Mart', 'Bazaar']) {
      learnReview(
        model,
        makeSignal({ eventType: 'Insolvency', targetEntityName: name, targetEntityId: 'retail' }),
        'like',
        facts,
      );
    }
    for (let index = 0; index < 4; index++) {
      const grid = makeSignal({
        eventType: 'Insolvency',
        targetEntityName: `Grid ${index}`,
        targetEntityId: 'utility',
      });
      learnReview(model, grid, 'dislike', facts);
      learnReview(model, makeSignal({ eventType: 'Merger', targetEntityId: 'utility' }), 'dislike', facts);
    }
    const line = explain(
      model,
      makeSignal({ eventType: 'Insolvency', targetEntityName: 'New', targetEntityId: 'retail' }),
      facts,
    );
    expect(line).toMatch(/^You liked 4 Insolvency signals of Retail companies/);
  });

  it('name features without a count when only bookmarks and opens raised them', () => {
    const model = createRelevanceModel('mention');
    const breach = () => makeMention({ title: 'Data breach', companies: [] });
    for (let index = 0; index < 12; index++) learnReview(model, breach(), 'bookmark');
    const line = explain(model, breach());
    expect(line).toMatch(/^Similar to what you liked, bookmarked or opened: /);
    expect(line).not.toMatch(/\d/);
  });

  it('name a liked company of a mention with its count', () => {
    const model = createRelevanceModel('mention');
    for (let index = 0; index < 10; index++) {
      learnReview(model, makeMention({ title: `Item ${index}`, companies: ['Acme'] }), 'like');
      learnReview(model, makeMention({ title: `Other ${index}`, companies: ['Zeta'] }), 'dislike');
    }
    expect(explain(model, makeMention({ title: 'Fresh', companies: ['Acme'] }))).toContain('10 mentions naming Acme');
  });
});
