import { describe, expect, it } from 'vitest';
import { defaultSignalCriteria, type SignalCriteria } from '../criteria/signal-criteria';
import { signalCriteriaFromSearchParams } from '../criteria/search-params';
import { filterSignals } from '../signals/filter-signals';
import { prepareSignals } from '../signals/prepare-signals';
import { makeSignal, reviewsOf } from '../testing/factories';
import type { Signal } from '@argus/contract';
import type { Reviews } from '../shared/reviews';
import { compileSignalAlert } from './signal-alert';

const MARCH: SignalCriteria = { ...defaultSignalCriteria(), dateBegin: '2025-03-01', dateEnd: '2025-03-31' };

/** The predicate's answer, checked against the filter over a folder of that signal alone. */
function matches(criteria: SignalCriteria, signal: Signal, reviews?: Reviews) {
  const answer = compileSignalAlert(criteria)(signal, reviews);
  expect(filterSignals(prepareSignals([signal]), criteria, reviews).signals.includes(signal)).toBe(answer);
  return answer;
}

describe('compileSignalAlert', () => {
  it('takes the last instant of dateEnd and the first of dateBegin, by the day of the publish date', () => {
    expect(matches(MARCH, makeSignal({ publishDate: '2025-03-31T23:59:59.999Z' }))).toBe(true);
    expect(matches(MARCH, makeSignal({ publishDate: '2025-04-01T00:00:00.000Z' }))).toBe(false);
    expect(matches(MARCH, makeSignal({ publishDate: '2025-03-01T00:00:00.000Z' }))).toBe(true);
    expect(matches(MARCH, makeSignal({ publishDate: '2025-02-28T23:59:59.999Z' }))).toBe(false);
    const oneDay = { ...MARCH, dateBegin: '2025-03-31' };
    expect(matches(oneDay, makeSignal({ publishDate: '2025-03-31T00:00:00Z' }))).toBe(true);
    expect(matches({ ...MARCH, dateBegin: '2025-04-01' }, makeSignal({ publishDate: '2025-03-31T12:00:00Z' }))).toBe(
      false,
    );
  });

  it('compares days as text when a day is not written YYYY-MM-DD, as the filter does', () => {
    const odd = [
      makeSignal({ publishDate: '2025-03-9T08:00:00Z' }),
      makeSignal({ publishDate: '2025-03' }),
      makeSignal({ publishDate: '' }),
      makeSignal({ publishDate: '２０２５-03-10T00:00:00Z' }),
    ];
    const ranges = [MARCH, { ...MARCH, dateBegin: '2025-03-0', dateEnd: '2025-03-1' }, { ...MARCH, dateBegin: '' }];
    for (const criteria of ranges) for (const signal of odd) matches(criteria, signal);
    expect(matches({ ...MARCH, dateBegin: '2025-03' }, makeSignal({ publishDate: '2025-03' }))).toBe(true);
    // ':' follows '9' in text, so "03-0:" is before "03-10" as text, whatever a sum of its digits would say.
    const colon = makeSignal({ publishDate: '2025-03-0:T00:00:00Z' });
    expect(matches({ ...MARCH, dateBegin: '2025-03-10' }, colon)).toBe(false);
    expect(matches({ ...MARCH, dateEnd: '2025-03-09' }, colon)).toBe(false);
    expect(matches({ ...MARCH, dateEnd: '2025-03-10' }, colon)).toBe(true);
  });

  it('matches values outside the known lists only when selected as they are', () => {
    const signal = makeSignal({ publishDate: '2025-03-10T08:00:00Z', mediaSegment: 'podcast' as 'news' });
    expect(matches({ ...MARCH, mediaSegments: ['news', 'podcast'] }, signal)).toBe(true);
    expect(matches({ ...MARCH, mediaSegments: ['news'] }, signal)).toBe(false);
    expect(matches({ ...MARCH, mediaSegments: ['podcast'] }, { ...signal, mediaSegment: 'news' })).toBe(false);
    expect(matches({ ...MARCH, languages: ['fr'] }, { ...signal, language: 'fr' as 'en' })).toBe(true);
  });

  it('matches no selected result label with a missing result, and any result when none is selected', () => {
    const missing = makeSignal({ publishDate: '2025-03-10T08:00:00Z', result: null });
    expect(matches({ ...MARCH, results: ['relevant'] }, missing)).toBe(false);
    expect(matches({ ...MARCH, results: ['relevant', 'irrelevant'] }, missing)).toBe(false);
    expect(matches(MARCH, missing)).toBe(true);
    expect(matches({ ...MARCH, results: ['relevant'] }, { ...missing, result: 'relevant' })).toBe(true);
  });

  it('hides a disliked signal under hideDisliked unless Disliked is asked for', () => {
    const signal = makeSignal({ publishDate: '2025-03-10T08:00:00Z' });
    const disliked = reviewsOf([], [[signal.id, -1]]);
    expect(matches({ ...MARCH, hideDisliked: true }, signal, disliked)).toBe(false);
    expect(matches({ ...MARCH, hideDisliked: false }, signal, disliked)).toBe(true);
    expect(matches({ ...MARCH, hideDisliked: true, reviews: ['Disliked'] }, signal, disliked)).toBe(true);
    expect(matches({ ...MARCH, hideDisliked: true, reviews: ['Bookmarked'] }, signal, disliked)).toBe(false);
    // The owner's reviews of other signals do not count; no reviews at all is "neither".
    expect(matches({ ...MARCH, hideDisliked: true }, signal, reviewsOf([], [['other', -1]]))).toBe(true);
    expect(matches({ ...MARCH, reviews: ['Neither bookmarked, liked, nor disliked'] }, signal)).toBe(true);
    expect(matches({ ...MARCH, reviews: ['Bookmarked'] }, signal, reviewsOf([signal.id]))).toBe(true);
  });

  it('keeps each step: company, media segment, reliability, language, event type', () => {
    const signal = makeSignal({
      publishDate: '2025-03-10T08:00:00Z',
      targetEntityName: 'Acme',
      mediaSegment: 'blog',
      reliability: 'High',
      language: 'de',
      eventType: 'Merger',
    });
    expect(matches({ ...MARCH, companyNames: ['Acme', 'Beta'] }, signal)).toBe(true);
    expect(matches({ ...MARCH, companyNames: ['acme'] }, signal)).toBe(false);
    expect(matches({ ...MARCH, mediaSegments: ['news'] }, signal)).toBe(false);
    expect(matches({ ...MARCH, reliability: 4 }, signal)).toBe(true);
    expect(matches({ ...MARCH, reliability: 5 }, signal)).toBe(false);
    expect(matches({ ...MARCH, languages: ['en', 'de'] }, signal)).toBe(true);
    expect(matches({ ...MARCH, languages: ['en'] }, signal)).toBe(false);
    expect(matches({ ...MARCH, eventTypes: ['Merger'] }, signal)).toBe(true);
    expect(matches({ ...MARCH, eventTypes: ['Acquisition'] }, signal)).toBe(false);
  });

  it('compiles a saved view query string as the Signals screen reads it', () => {
    const criteria = signalCriteriaFromSearchParams(
      new URLSearchParams('from=2025-03-01&to=2025-03-31&company=Acme&reliability=3&hideDisliked=false'),
    );
    const predicate = compileSignalAlert(criteria);
    const signal = makeSignal({ publishDate: '2025-03-31T20:00:00Z', targetEntityName: 'Acme', reliability: 'Middle' });
    expect(predicate(signal, reviewsOf([], [[signal.id, -1]]))).toBe(true);
    expect(predicate({ ...signal, reliability: 'Low' })).toBe(false);
    expect(predicate({ ...signal, targetEntityName: 'Beta' })).toBe(false);
  });
});
