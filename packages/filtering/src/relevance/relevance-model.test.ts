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
