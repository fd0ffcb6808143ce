import { LANGUAGES, MEDIA_SEGMENTS, RESULT_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDay } from '../shared/day';
import { defaultMentionCriteria, mentionCriteriaForNewFolder, type MentionCriteria } from './mention-criteria';
import {
  mentionCriteriaFromSearchParams,
  mentionCriteriaToSearchParams,
  rejectedSignalSearchParams,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
} from './search-params';
import { criteriaForNewFolder, defaultSignalCriteria, type SignalCriteria } from './signal-criteria';

const NOW = new Date('2025-03-31T10:00:00Z');
const defaults = defaultSignalCriteria(NOW);

const day = fc
  .integer({ min: 0, max: 800 })
  .map((offset) => new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
// Names as users meet them: commas, ampersands, plus signs, spaces, non-Latin text; never empty.
const name = fc.oneof(
  fc.constantFrom('Acme, Inc.', 'AT&T', 'C++ Ltd', 'Straße & Co', '中文公司', 'a=b?c#d', ' spaced '),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const names = fc.uniqueArray(name, { maxLength: 4 });
const signalCriteria: fc.Arbitrary<SignalCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companyNames: names,
  mediaSegments: fc.subarray([...MEDIA_SEGMENTS]),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: fc.subarray([...LANGUAGES]),
  results: fc.subarray([...RESULT_LABELS]),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  eventTypes: names,
  hideDisliked: fc.boolean(),
});
const mentionCriteria: fc.Arbitrary<MentionCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companies: names,
  mediaSegments: fc.subarray([...MEDIA_SEGMENTS]),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: fc.subarray([...LANGUAGES]),
  keywords: names,
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  hideDisliked: fc.boolean(),
});

describe('signal criteria in the URL', () => {
  it('survive the round trip through the URL text, against any defaults', () => {
    fc.assert(
      fc.property(signalCriteria, signalCriteria, (criteria, someDefaults) => {
        const text = signalCriteriaToSearchParams(criteria, someDefaults).toString();
        expect(signalCriteriaFromSearchParams(new URLSearchParams(text), someDefaults)).toEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });

  it('write nothing for the defaults and only what changed otherwise', () => {
    expect(signalCriteriaToSearchParams(defaults, defaults).toString()).toBe('');
    const changed = { ...defaults, companyNames: ['Acme, Inc.', 'AT&T'], reliability: 4, hideDisliked: false };
    expect(signalCriteriaToSearchParams(changed, defaults).toString()).toBe(
      'company=Acme%2C+Inc.&company=AT%26T&reliability=4&hideDisliked=false',
    );
  });

  it('mark an emptied list whose default is not empty', () => {
    const withLanguages = { ...defaults, languages: ['en'] };
    const params = signalCriteriaToSearchParams({ ...withLanguages, languages: [] }, withLanguages);
    expect(params.toString()).toBe('language=');
    expect(signalCriteriaFromSearchParams(params, withLanguages).languages).toEqual([]);
  });

  it('take the default for missing or invalid values and drop unknown review options and results', () => {
    const params = new URLSearchParams(
      'from=2025-02-30&to=tomorrow&reliability=9&hideDisliked=maybe&review=Liked&review=Loved&result=relevant&result=nope&media=news&media=news',
    );
    expect(signalCriteriaFromSearchParams(params, defaults)).toEqual({
      ...defaults,
      reviews: ['Liked'],
      results: ['relevant'],
      mediaSegments: ['news'],
    });
  });

  it('read any query string into valid criteria', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('from', 'to', 'reliability', 'review', 'result', 'hideDisliked', 'x'), fc.string()),
          { maxLength: 8 },
        ),
        (pairs) => {
          const criteria = signalCriteriaFromSearchParams(new URLSearchParams(pairs), defaults);
          expect(isIsoDay(criteria.dateBegin) && isIsoDay(criteria.dateEnd)).toBe(true);
          expect([0, 1, 2, 3, 4, 5]).toContain(criteria.reliability);
          expect(criteria.reviews.every((option) => REVIEW_OPTIONS.includes(option))).toBe(true);
          expect(criteria.results.every((label) => (RESULT_LABELS as readonly string[]).includes(label))).toBe(true);
          expect(typeof criteria.hideDisliked).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('read the default date range when the URL has no dates', () => {
    expect(signalCriteriaFromSearchParams(new URLSearchParams('company=Acme'), defaults)).toMatchObject({
      dateBegin: '2025-02-28',
      dateEnd: '2025-03-31',
      companyNames: ['Acme'],
    });
  });
});

describe('mention criteria in the URL', () => {
  it('survive the round trip through the URL text', () => {
    const mentionDefaults = defaultMentionCriteria(NOW);
    fc.assert(
      fc.property(mentionCriteria, (criteria) => {
        const text = mentionCriteriaToSearchParams(criteria, mentionDefaults).toString();
        expect(mentionCriteriaFromSearchParams(new URLSearchParams(text), mentionDefaults)).toEqual(criteria);
      }),
      { numRuns: 300 },
    );
  });

  it('repeat the keyword key for several keywords', () => {
    const criteria = { ...defaultMentionCriteria(NOW), keywords: ['bank run', 'Fusion'] };
    expect(mentionCriteriaToSearchParams(criteria, defaultMentionCriteria(NOW)).toString()).toBe(
      'keyword=bank+run&keyword=Fusion',
    );
  });

  it('name companies with the key the signal filter uses, so a link can carry them from one screen to the other', () => {
    const criteria = { ...defaultMentionCriteria(NOW), companies: ['Acme', 'BASF SE'] };
    const params = mentionCriteriaToSearchParams(criteria, defaultMentionCriteria(NOW));
    expect(params.toString()).toBe('company=Acme&company=BASF+SE');
    expect(signalCriteriaFromSearchParams(params, defaults).companyNames).toEqual(['Acme', 'BASF SE']);
  });
});

it('a new folder clears the selected companies of the mention filter and keeps the rest', () => {
  const criteria = { ...defaultMentionCriteria(NOW), companies: ['Acme'], keywords: ['merger'] };
  expect(mentionCriteriaForNewFolder(criteria)).toEqual({ ...criteria, companies: [] });
});

it('a new folder clears the selected companies and keeps the rest', () => {
  const criteria = { ...defaults, companyNames: ['Acme'], languages: ['de'] };
  expect(criteriaForNewFolder(criteria)).toEqual({ ...criteria, companyNames: [] });
});

describe('unreadable filter links', () => {
  const defaults = defaultSignalCriteria(new Date('2025-03-31T12:00:00Z'));

  it('names the parameters that fall back to their default', () => {
    const params = new URLSearchParams('from=yesterday&reliability=9&hideDisliked=maybe&result=Sideways&company=Acme');
    expect(rejectedSignalSearchParams(params)).toEqual(['from', 'reliability', 'result', 'hideDisliked']);
    expect(signalCriteriaFromSearchParams(params, defaults)).toMatchObject({
      dateBegin: defaults.dateBegin,
      reliability: 0,
      results: [],
      hideDisliked: true,
      companyNames: ['Acme'],
    });
  });

  it('rejects nothing in a link the screen wrote', () => {
    const criteria = { ...defaults, reliability: 4, results: ['relevant'], dateBegin: '2025-01-01' };
    expect(rejectedSignalSearchParams(signalCriteriaToSearchParams(criteria, defaults))).toEqual([]);
  });
});
