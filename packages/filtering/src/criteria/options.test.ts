import { expect, it } from 'vitest';
import { makeMention, makeSignal } from '../testing/factories';
import { deriveMentionOptions, deriveSignalOptions } from './options';

it("derives a folder's option lists: distinct, alphabetical ignoring case, numbers by value", () => {
  const signals = [
    makeSignal({ targetEntityName: 'beta', mediaSegment: 'news', language: 'en', eventType: 'Merger' }),
    makeSignal({ targetEntityName: 'Alpha 10', mediaSegment: 'blog', language: 'de', eventType: 'Layoffs' }),
    makeSignal({ targetEntityName: 'Alpha 2', mediaSegment: 'news', language: 'en', eventType: 'Merger' }),
    makeSignal({ targetEntityName: 'Ärger AG', mediaSegment: 'news', language: 'zh', eventType: 'Merger' }),
  ];
  expect(deriveSignalOptions(signals)).toEqual({
    companyNames: ['Alpha 2', 'Alpha 10', 'Ärger AG', 'beta'],
    mediaSegments: ['blog', 'news'],
    languages: ['de', 'en', 'zh'],
    eventTypes: ['Layoffs', 'Merger'],
  });
  expect(deriveSignalOptions([])).toEqual({ companyNames: [], mediaSegments: [], languages: [], eventTypes: [] });
  const mentions = [
    makeMention({ mediaSegment: 'forum', language: 'zh', companies: ['beta', 'Alpha 10'] }),
    makeMention({ companies: ['Alpha 2', 'beta'] }),
    makeMention(),
  ];
  expect(deriveMentionOptions(mentions)).toEqual({
    companies: ['Alpha 2', 'Alpha 10', 'beta'],
    mediaSegments: ['forum', 'news'],
    languages: ['en', 'zh'],
  });
  expect(deriveMentionOptions([])).toEqual({ companies: [], mediaSegments: [], languages: [] });
});
