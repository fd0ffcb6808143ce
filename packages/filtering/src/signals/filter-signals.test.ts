import type { Signal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { defaultSignalCriteria, type SignalCriteria } from '../criteria/signal-criteria';
import type { Reviews } from '../shared/reviews';
import { makeSignal, reviewsOf } from '../testing/factories';
import { filterSignals } from './filter-signals';
import { prepareSignals } from './prepare-signals';

const NOW = new Date('2025-03-31T10:00:00Z');
const criteria = (overrides: Partial<SignalCriteria> = {}): SignalCriteria => ({
  ...defaultSignalCriteria(NOW),
  hideDisliked: false,
  ...overrides,
});
const run = (signals: Signal[], overrides: Partial<SignalCriteria> = {}, reviews?: Reviews) =>
  filterSignals(prepareSignals(signals), criteria(overrides), reviews);
const ids = (signals: Signal[]) => signals.map((signal) => signal.id).sort();

describe('date range', () => {
  const signals = [
    makeSignal({ id: 'before', publishDate: '2025-02-28T23:59:59.999Z' }),
    makeSignal({ id: 'first-instant', publishDate: '2025-03-01T00:00:00.000Z' }),
    makeSignal({ id: 'last-instant', publishDate: '2025-03-31T23:59:59.999Z' }),
    makeSignal({ id: 'after', publishDate: '2025-04-01T00:00:00.000Z' }),
  ];

  it('includes both end days whole and nothing beyond them', () => {
    expect(ids(run(signals, { dateBegin: '2025-03-01', dateEnd: '2025-03-31' }).signals)).toEqual([
      'first-instant',
      'last-instant',
    ]);
  });

  it('keeps one day when both ends are that day, and nothing when the range is reversed', () => {
    expect(ids(run(signals, { dateBegin: '2025-04-01', dateEnd: '2025-04-01' }).signals)).toEqual(['after']);
    expect(run(signals, { dateBegin: '2025-03-31', dateEnd: '2025-03-01' }).signals).toEqual([]);
  });

  it('uses the first 10 characters of the publish date as the day, whatever the offset', () => {
    const shifted = makeSignal({ id: 'shifted', publishDate: '2025-04-01T01:00:00+02:00' });
    expect(run([shifted], { dateBegin: '2025-03-01', dateEnd: '2025-03-31' }).signals).toEqual([]);
    expect(ids(run([shifted], { dateBegin: '2025-04-01', dateEnd: '2025-04-01' }).signals)).toEqual(['shifted']);
  });

  it('defaults to one month ago through today', () => {
    expect(defaultSignalCriteria(NOW)).toMatchObject({ dateBegin: '2025-02-28', dateEnd: '2025-03-31' });
    expect(ids(filterSignals(prepareSignals(signals), defaultSignalCriteria(NOW)).signals)).toEqual([
      'before',
      'first-instant',
      'last-instant',
    ]);
  });
});

describe('company, media segment, language and result', () => {
  const signals = [
    makeSignal({ id: 'a', targetEntityName: 'Acme', mediaSegment: 'news', language: 'en', result: 'relevant' }),
    makeSignal({ id: 'b', targetEntityName: 'Beta', mediaSegment: 'blog', language: 'de', result: 'irrelevant' }),
    makeSignal({ id: 'c', targetEntityName: 'Gamma', mediaSegment: 'forum', language: 'zh', result: null }),
  ];

  it('keeps every signal when nothing is selected', () => {
    expect(ids(run(signals).signals)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the selected companies, media segments, languages and results', () => {
    expect(ids(run(signals, { companyNames: ['Acme', 'Gamma'] }).signals)).toEqual(['a', 'c']);
    expect(ids(run(signals, { mediaSegments: ['blog'] }).signals)).toEqual(['b']);
    expect(ids(run(signals, { languages: ['de', 'zh'] }).signals)).toEqual(['b', 'c']);
    expect(ids(run(signals, { results: ['relevant', 'irrelevant'] }).signals)).toEqual(['a', 'b']);
  });

  it('matches company names exactly, so a name the folder lacks selects nothing', () => {
    expect(run(signals, { companyNames: ['acme'] }).signals).toEqual([]);
    expect(run(signals, { companyNames: ['Delta'] }).signals).toEqual([]);
  });

  it('combines the filters as an intersection', () => {
    expect(ids(run(signals, { companyNames: ['Acme', 'Beta'], languages: ['de'] }).signals)).toEqual(['b']);
  });

  it('never matches a signal without a result once a result is selected', () => {
    expect(ids(run(signals, { results: ['needs review'] }).signals)).toEqual([]);
  });
});

describe('minimum reliability', () => {
  const labels = ['Very Low', 'Low', 'Middle', 'High', 'Very High'] as const;
  const signals = labels.map((reliability) => makeSignal({ id: reliability, reliability }));

  it('keeps everything at level 0 (No Filter)', () => {
    expect(run(signals, { reliability: 0 }).signals).toHaveLength(5);
  });

  it('keeps labels at or above the level', () => {
    expect(ids(run(signals, { reliability: 1 }).signals)).toHaveLength(5);
    expect(ids(run(signals, { reliability: 3 }).signals)).toEqual(['High', 'Middle', 'Very High']);
    expect(ids(run(signals, { reliability: 5 }).signals)).toEqual(['Very High']);
  });
});

describe('review status', () => {
  const signals = ['plain', 'bookmarked', 'liked', 'disliked', 'bookmarked-disliked'].map((id) => makeSignal({ id }));
  const reviews = reviewsOf(
    ['bookmarked', 'bookmarked-disliked'],
    [
      ['liked', 1],
      ['disliked', -1],
      ['bookmarked-disliked', -1],
    ],
  );
  const shown = (overrides: Partial<SignalCriteria>) => ids(run(signals, overrides, reviews).signals);

  it('keeps each option on its own', () => {
    expect(shown({ reviews: ['Bookmarked'] })).toEqual(['bookmarked', 'bookmarked-disliked']);
    expect(shown({ reviews: ['Liked'] })).toEqual(['liked']);
    expect(shown({ reviews: ['Disliked'] })).toEqual(['bookmarked-disliked', 'disliked']);
    expect(shown({ reviews: ['Neither bookmarked, liked, nor disliked'] })).toEqual(['plain']);
  });

  it('combines the selected options as a union', () => {
    expect(shown({ reviews: ['Liked', 'Neither bookmarked, liked, nor disliked'] })).toEqual(['liked', 'plain']);
    expect(shown({ reviews: ['Bookmarked', 'Liked', 'Disliked', 'Neither bookmarked, liked, nor disliked'] })).toEqual(
      ids(signals),
    );
  });

  it('hides disliked signals by default, even bookmarked ones', () => {
    expect(defaultSignalCriteria(NOW).hideDisliked).toBe(true);
    expect(shown({ hideDisliked: true })).toEqual(['bookmarked', 'liked', 'plain']);
    expect(shown({ hideDisliked: true, reviews: ['Bookmarked'] })).toEqual(['bookmarked']);
  });

  it('shows disliked signals when Disliked is selected, although hideDisliked is on', () => {
    expect(shown({ hideDisliked: true, reviews: ['Disliked'] })).toEqual(['bookmarked-disliked', 'disliked']);
  });

  it('ignores reviews of signals the folder does not hold', () => {
    expect(ids(run(signals, { reviews: ['Liked'] }, reviewsOf([], [['elsewhere', 1]])).signals)).toEqual([]);
  });
});

describe('order', () => {
  it('sorts newest first, equal publish dates by id descending, whatever the input order', () => {
    const signals = [
      makeSignal({ id: 'b', publishDate: '2025-03-10T08:00:00.000Z' }),
      makeSignal({ id: 'a', publishDate: '2025-03-20T08:00:00.000Z' }),
      makeSignal({ id: 'c', publishDate: '2025-03-10T08:00:00.000Z' }),
      makeSignal({ id: 'B', publishDate: '2025-03-10T08:00:00.000Z' }),
      makeSignal({ id: 'd', publishDate: '2025-03-10T07:59:59.999Z' }),
    ];
    const order = run(signals).signals.map((signal) => signal.id);
    expect(order).toEqual(['a', 'c', 'b', 'B', 'd']);
    expect(run([...signals].reverse()).signals.map((signal) => signal.id)).toEqual(order);
  });

  it('answers the rows of the shown signals in the prepared list', () => {
    const prepared = prepareSignals([makeSignal({ eventType: 'X' }), makeSignal({ eventType: 'Y' })]);
    const result = filterSignals(prepared, criteria({ eventTypes: ['Y'] }));
    expect([...result.rows].map((row) => prepared.signals[row])).toEqual(result.signals);
  });
});

describe('top event types and the event-type selection', () => {
  // 12 event types: T01 ×12 … T12 ×1, plus a tie between 'Tie B' and 'Tie A' (3 each).
  const many = Array.from({ length: 12 }, (_, index) =>
    Array.from({ length: 12 - index }, () => makeSignal({ eventType: `T${String(index + 1).padStart(2, '0')}` })),
  ).flat();

  it('counts the 10 most frequent event types, most frequent first', () => {
    const { topEventTypes } = run(many);
    expect(topEventTypes).toHaveLength(10);
    expect(topEventTypes[0]).toEqual({ value: 'T01', count: 12 });
    expect(topEventTypes[9]).toEqual({ value: 'T10', count: 3 });
  });

  it('breaks ties by name, in code-unit order', () => {
    const tied = ['Tie B', 'Tie A', 'Tie B', 'Tie A', 'tie c', 'Tie C'].map((eventType) => makeSignal({ eventType }));
    expect(run(tied).topEventTypes).toEqual([
      { value: 'Tie A', count: 2 },
      { value: 'Tie B', count: 2 },
      { value: 'Tie C', count: 1 },
      { value: 'tie c', count: 1 },
    ]);
  });

  it('counts before the event-type selection, which then narrows the list', () => {
    const all = run(many);
    const selected = run(many, { eventTypes: ['T12', 'T05'] });
    expect(selected.topEventTypes).toEqual(all.topEventTypes);
    expect(selected.matchedBeforeEventTypes).toBe(many.length);
    expect(selected.signals.map((signal) => signal.eventType).sort()).toEqual([...Array<string>(8).fill('T05'), 'T12']);
  });

  it('counts after the earlier filters', () => {
    const signals = [
      makeSignal({ eventType: 'Merger', language: 'de' }),
      makeSignal({ eventType: 'Merger', language: 'de' }),
      makeSignal({ eventType: 'Layoffs', language: 'en' }),
    ];
    expect(run(signals, { languages: ['en'] }).topEventTypes).toEqual([{ value: 'Layoffs', count: 1 }]);
  });

  it('shows nothing for a selected event type the results lack, and still counts the rest', () => {
    const result = run(many, { eventTypes: ['Unknown'] });
    expect(result.signals).toEqual([]);
    expect(result.topEventTypes).toHaveLength(10);
  });
});

describe('top affected companies', () => {
  const signals = [
    ...['Acme', 'Acme', 'Acme', 'Beta', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].map((targetEntityName) =>
      makeSignal({ targetEntityName, eventType: 'Merger' }),
    ),
    ...Array.from({ length: 5 }, () => makeSignal({ targetEntityName: 'Omega', eventType: 'Layoffs' })),
  ];

  it('counts the 5 most frequent companies, ties by name', () => {
    expect(run(signals).topCompanies).toEqual([
      { value: 'Omega', count: 5 },
      { value: 'Acme', count: 3 },
      { value: 'Beta', count: 2 },
      { value: 'Delta', count: 1 },
      { value: 'Epsilon', count: 1 },
    ]);
  });

  it('counts over the displayed signals, after the event-type selection', () => {
    expect(run(signals, { eventTypes: ['Merger'] }).topCompanies.map((entry) => entry.value)).toEqual([
      'Acme',
      'Beta',
      'Delta',
      'Epsilon',
      'Gamma',
    ]);
  });
});

it('answers empty results for an empty folder', () => {
  expect(run([])).toEqual({
    signals: [],
    rows: new Uint32Array(0),
    matchedBeforeEventTypes: 0,
    topEventTypes: [],
    topCompanies: [],
  });
});
