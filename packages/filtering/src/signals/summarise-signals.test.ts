import { describe, expect, it } from 'vitest';
import { defaultSignalCriteria, type SignalCriteria } from '../criteria/signal-criteria';
import { makeSignal, reviewsOf } from '../testing/factories';
import { prepareSignals } from './prepare-signals';
import { overviewBucketOf, summariseSignals } from './summarise-signals';

const criteria = (overrides: Partial<SignalCriteria> = {}): SignalCriteria => ({
  ...defaultSignalCriteria(new Date('2025-03-31T10:00:00Z')),
  dateBegin: '2025-03-01',
  dateEnd: '2025-03-31',
  hideDisliked: false,
  ...overrides,
});

const folder = [
  makeSignal({
    id: 'a',
    publishDate: '2025-03-03T08:00:00Z',
    eventType: 'Merger',
    category: 'Deals',
    reliability: 'High',
  }),
  makeSignal({ id: 'b', publishDate: '2025-03-03T09:00:00Z', eventType: 'Merger', category: 'Deals', language: 'de' }),
  makeSignal({
    id: 'c',
    publishDate: '2025-03-03T10:00:00Z',
    eventType: 'Lawsuit',
    category: 'Legal',
    targetEntityName: 'Bolt',
  }),
  makeSignal({
    id: 'd',
    publishDate: '2025-03-20T10:00:00Z',
    eventType: 'Strike',
    category: null,
    mediaSegment: 'social',
    reliability: 'Very High',
  }),
  // The previous period of March (31 days): 2025-01-29 to 2025-02-28.
  makeSignal({ id: 'e', publishDate: '2025-02-28T23:00:00Z', reliability: 'Very High' }),
  makeSignal({ id: 'f', publishDate: '2025-01-29T00:00:00Z', reliability: 'Low' }),
  makeSignal({ id: 'g', publishDate: '2025-01-28T23:59:59Z', reliability: 'High' }),
];

describe('summariseSignals', () => {
  it('counts the shown signals per day and category, event type, company, media segment and language', () => {
    const overview = summariseSignals(prepareSignals(folder), criteria());
    expect(overview.total).toBe(4);
    expect(overview.bucket).toBe('day');
    expect(overview.timeline).toEqual([
      { period: '2025-03-03', category: 'Deals', count: 2 },
      { period: '2025-03-03', category: 'Legal', count: 1 },
      { period: '2025-03-20', category: 'Uncategorised', count: 1 },
    ]);
    expect(overview.topEventTypes).toEqual([
      { value: 'Merger', count: 2 },
      { value: 'Lawsuit', count: 1 },
      { value: 'Strike', count: 1 },
    ]);
    expect(overview.topCompanies).toEqual([
      { value: 'Acme', count: 3 },
      { value: 'Bolt', count: 1 },
    ]);
    expect(overview.mediaSegments).toEqual([
      { value: 'news', count: 3 },
      { value: 'social', count: 1 },
    ]);
    expect(overview.languages).toEqual([
      { value: 'en', count: 3 },
      { value: 'de', count: 1 },
    ]);
  });

  it('counts High and Very High here and in the period of the same length before', () => {
    const overview = summariseSignals(prepareSignals(folder), criteria());
    expect(overview.reliable).toBe(2);
    expect(overview.previous).toEqual({ dateBegin: '2025-01-29', dateEnd: '2025-02-28', total: 2, reliable: 1 });
  });

  it('ignores the event-type selection, which the Overview shows instead', () => {
    const overview = summariseSignals(prepareSignals(folder), criteria({ eventTypes: ['Strike'] }));
    expect(overview.total).toBe(4);
  });

  it('applies the other criteria and the reviews to both periods', () => {
    const reviews = reviewsOf(['a', 'e']);
    const overview = summariseSignals(prepareSignals(folder), criteria({ reviews: ['Bookmarked'] }), reviews);
    expect(overview.total).toBe(1);
    expect(overview.reliable).toBe(1);
    expect(overview.previous).toMatchObject({ total: 1, reliable: 1 });
  });

  it('counts weeks from Monday for ranges longer than 92 days', () => {
    const overview = summariseSignals(prepareSignals(folder), criteria({ dateBegin: '2024-12-01' }));
    expect(overview.bucket).toBe('week');
    expect(overview.timeline).toEqual([
      { period: '2025-01-27', category: 'Uncategorised', count: 2 },
      { period: '2025-02-24', category: 'Uncategorised', count: 1 },
      { period: '2025-03-03', category: 'Deals', count: 2 },
      { period: '2025-03-03', category: 'Legal', count: 1 },
      { period: '2025-03-17', category: 'Uncategorised', count: 1 },
    ]);
    expect(overview.total).toBe(7);
  });

  it('answers zeros for an empty folder and a reversed range', () => {
    expect(summariseSignals(prepareSignals([]), criteria())).toMatchObject({ total: 0, reliable: 0, timeline: [] });
    const reversed = summariseSignals(
      prepareSignals(folder),
      criteria({ dateBegin: '2025-03-31', dateEnd: '2025-03-01' }),
    );
    expect(reversed.total).toBe(0);
    expect(reversed.previous).toMatchObject({ dateBegin: '2025-03-30', dateEnd: '2025-03-30' });
  });
});

describe('overviewBucketOf', () => {
  it('counts days up to 92 days, weeks beyond', () => {
    expect(overviewBucketOf({ dateBegin: '2025-01-01', dateEnd: '2025-04-02' })).toBe('day');
    expect(overviewBucketOf({ dateBegin: '2025-01-01', dateEnd: '2025-04-03' })).toBe('week');
  });
});
