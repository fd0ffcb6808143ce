import { describe, expect, it } from 'vitest';
import { makeMention, makeSignal } from '../testing/factories';
import {
  featureKey,
  hashFeature,
  hashFeatureKey,
  hashFeatures,
  HASH_SIZE,
  itemFeatureHashes,
  mentionFeatures,
  signalFeatures,
  titleWords,
} from './relevance-features';

describe('relevance features', () => {
  it('names a signal’s features by readable keys, with its entity’s industry and country when known', () => {
    const signal = makeSignal({
      eventType: 'Insolvency',
      category: 'Restructuring',
      targetEntityName: 'Acme',
      targetEntityId: 'entity-1',
      source: 'Reuters',
      reliability: 'High',
      eventArguments: [
        { name: 'administrator', value: 'KPMG' },
        { name: 'administrator', value: 'EY' },
        { name: 'court', value: 'Munich' },
      ],
    });
    const keys = signalFeatures(signal, {
      entityFacts: (id) => (id === 'entity-1' ? { industry: 'Retail', country: 'DE' } : undefined),
    }).map((feature) => feature.key);
    expect(keys).toEqual([
      'eventType=Insolvency',
      'category=Restructuring',
      'company=Acme',
      'industry=Retail',
      'eventTypeIndustry=Insolvency × Retail',
      'country=DE',
      'source=Reuters',
      'reliability=High',
      'mediaSegment=news',
      'language=en',
      'argument=administrator',
      'argument=court',
    ]);
  });

  it('leaves out what the signal does not have', () => {
    const keys = signalFeatures(makeSignal({ eventType: 'Merger', category: null, source: null })).map((f) => f.key);
    expect(keys).toEqual([
      'eventType=Merger',
      'company=Acme',
      'reliability=Middle',
      'mediaSegment=news',
      'language=en',
    ]);
  });

  it('names a mention’s companies and its title’s words', () => {
    const mention = makeMention({
      title: 'Acme: data breach at the BREACH-prone unit, CEO says — Datenleck über Nacht',
      companies: ['Acme', 'Beta Corp', 'Acme'],
      source: 'Heise',
    });
    expect(mentionFeatures(mention).map((feature) => feature.key)).toEqual([
      'company=Acme',
      'company=Beta Corp',
      'source=Heise',
      'reliability=Middle',
      'mediaSegment=news',
      'language=en',
      'word=acme',
      'word=data',
      'word=breach',
      'word=prone',
      'word=unit',
      'word=ceo',
      'word=datenleck',
      'word=nacht',
    ]);
  });

  it('splits titles on anything but letters and keeps each word once', () => {
    expect(titleWords('Straße-Bau: 3D druck, ÜBER straße')).toEqual(['straße', 'bau', 'druck']);
  });

  it('hashes keys into the fixed space, stably', () => {
    expect(hashFeatureKey('eventType=Insolvency')).toBe(hashFeatureKey('eventType=Insolvency'));
    expect(hashFeatureKey('eventType=Insolvency')).not.toBe(hashFeatureKey('eventType=Merger'));
    for (const key of ['', 'a', 'word=中文', 'company=Zeta']) {
      const hash = hashFeatureKey(key);
      expect(hash).toBeGreaterThanOrEqual(0);
      expect(hash).toBeLessThan(HASH_SIZE);
    }
    // Pinned: a model stored by the server must score the same in the browser next year.
    expect(hashFeatureKey('eventType=Insolvency')).toMatchInlineSnapshot(`232133`);
  });

  it('hashes a feature as its readable key hashes', () => {
    for (const [family, value, second] of [
      ['eventType', 'Insolvency'],
      ['word', 'straße'],
      ['eventTypeIndustry', 'Insolvency', 'Retail'],
    ] as const) {
      expect(hashFeature(family, value, second)).toBe(hashFeatureKey(featureKey(family, value, second)));
    }
  });

  it('gives each hash once', () => {
    expect(hashFeatures(['word=a', 'word=a', 'word=b'])).toHaveLength(2);
    const hashes = itemFeatureHashes(makeSignal(), 'signal');
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
