import type { TimelineSignal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { findConvergences } from './find-convergences';

let sequence = 0;
function signal(entityId: string, day: string, eventType = 'Acquisition', values: Partial<TimelineSignal> = {}) {
  sequence += 1;
  return {
    id: `s${sequence}`,
    entityId,
    role: 'subject',
    publishDate: `${day}T10:00:00.000Z`,
    eventType,
    category: 'Finance',
    reliability: 4,
    title: null,
    ...values,
  } satisfies TimelineSignal;
}

describe('findConvergences', () => {
  it('finds two entities with signals of one event type within N days, with its days and entities', () => {
    const signals = [signal('a', '2026-03-01'), signal('b', '2026-03-05'), signal('a', '2026-05-01')];
    expect(findConvergences(signals, 7, ['b', 'a'])).toEqual([
      {
        eventType: 'Acquisition',
        category: 'Finance',
        entityIds: ['b', 'a'],
        signalIds: [signals[0]!.id, signals[1]!.id],
        first: '2026-03-01',
        last: '2026-03-05',
      },
    ]);
  });

  it('counts whole UTC days, both ends: N days apart converge, N + 1 do not; 0 means the same day', () => {
    const late = (entityId: string, day: string) =>
      signal(entityId, day, 'Lawsuit', { publishDate: `${day}T23:59:00Z` });
    const early = (entityId: string, day: string) =>
      signal(entityId, day, 'Lawsuit', { publishDate: `${day}T00:01:00Z` });
    expect(findConvergences([late('a', '2026-03-01'), early('b', '2026-03-08')], 7)).toHaveLength(1);
    expect(findConvergences([late('a', '2026-03-01'), early('b', '2026-03-09')], 7)).toEqual([]);
    expect(findConvergences([late('a', '2026-03-01'), early('b', '2026-03-01')], 0)).toHaveLength(1);
    expect(findConvergences([late('a', '2026-03-01'), early('b', '2026-03-02')], 0)).toEqual([]);
  });

  it('chains converging signals by single linkage: each within N days of the previous one, the whole window reported', () => {
    const signals = [
      signal('a', '2026-03-01'),
      signal('b', '2026-03-04'),
      signal('a', '2026-03-08'),
      signal('c', '2026-03-11'),
    ];
    const [convergence, ...others] = findConvergences(signals, 4);
    expect(others).toEqual([]);
    expect(convergence).toMatchObject({ first: '2026-03-01', last: '2026-03-11', entityIds: ['a', 'b', 'c'] });
    expect(convergence!.signalIds).toHaveLength(4);
  });

  it("leaves out a lane's signals that meet no other lane's within N days, so they do not stretch the window", () => {
    const signals = [signal('a', '2026-03-01'), signal('a', '2026-03-06'), signal('b', '2026-03-11')];
    const [convergence] = findConvergences(signals, 5);
    expect(convergence).toMatchObject({ first: '2026-03-06', last: '2026-03-11', entityIds: ['a', 'b'] });
    expect(convergence!.signalIds).toEqual([signals[1]!.id, signals[2]!.id]);
  });

  it('keeps event types apart and leaves out clusters of one entity', () => {
    const signals = [
      signal('a', '2026-03-01', 'Acquisition'),
      signal('b', '2026-03-02', 'Layoffs'),
      signal('c', '2026-03-03', 'Layoffs'),
      signal('a', '2026-04-01', 'Acquisition'),
      signal('a', '2026-04-02', 'Acquisition'),
    ];
    const found = findConvergences(signals, 7);
    expect(found.map(({ eventType, entityIds }) => [eventType, entityIds])).toEqual([['Layoffs', ['b', 'c']]]);
  });

  it('does not count one signal naming two entities as a convergence, but does once another signal joins', () => {
    const shared = signal('a', '2026-03-01');
    const named = { ...shared, entityId: 'b', role: 'named' as const };
    expect(findConvergences([shared, named], 7)).toEqual([]);
    const other = signal('a', '2026-03-03');
    const [convergence] = findConvergences([shared, named, other], 7);
    // The other signal of Alpha meets the shared signal on Beta's lane.
    expect(convergence).toMatchObject({ entityIds: ['a', 'b'], signalIds: [shared.id, other.id] });
  });

  it('names the most frequent category of its signals, or none', () => {
    const signals = [
      signal('a', '2026-03-01', 'Other', { category: null }),
      signal('b', '2026-03-01', 'Other', { category: 'Legal' }),
      signal('c', '2026-03-01', 'Other', { category: 'Legal' }),
      signal('a', '2026-06-01', 'Plain', { category: null }),
      signal('b', '2026-06-01', 'Plain', { category: null }),
    ];
    expect(findConvergences(signals, 0).map(({ category }) => category)).toEqual(['Legal', null]);
  });

  it('orders windows by first day, then event type', () => {
    const signals = [
      signal('a', '2026-05-01', 'B'),
      signal('b', '2026-05-01', 'B'),
      signal('a', '2026-05-01', 'A'),
      signal('b', '2026-05-02', 'A'),
      signal('a', '2026-01-01', 'Z'),
      signal('b', '2026-01-01', 'Z'),
    ];
    expect(findConvergences(signals, 1).map(({ eventType }) => eventType)).toEqual(['Z', 'A', 'B']);
  });

  it('finds the windows of six lanes of 2,000 signals (bench/find-convergences.bench.ts times them)', () => {
    const signals = sixBusyLanes();
    const convergences = findConvergences(signals, 7);
    expect(convergences.length).toBeGreaterThan(0);
    // Every window holds two entities and two signals at least, and its days lie within its first and last.
    for (const convergence of convergences) {
      expect(convergence.entityIds.length).toBeGreaterThanOrEqual(2);
      expect(convergence.signalIds.length).toBeGreaterThanOrEqual(2);
      expect(convergence.first <= convergence.last).toBe(true);
    }
  });

  it('finds nothing where each lane keeps to its own part of the year, however wide N is below the gap', () => {
    const signals: TimelineSignal[] = [];
    for (let lane = 0; lane < 6; lane++) {
      for (let index = 0; index < 2000; index++) {
        // Each lane in its own 50 days, 60 apart: 11 days from one lane's last day to the next lane's first.
        const day = new Date(Date.UTC(2026, 0, 1) + (lane * 60 + (index % 50)) * 86_400_000);
        signals.push(signal(`e${lane}`, day.toISOString().slice(0, 10), 'Acquisition'));
      }
    }
    expect(findConvergences(signals, 10)).toEqual([]);
    expect(findConvergences(signals, 11).length).toBeGreaterThan(0);
  });
});

/** Six entities' lanes of 2,000 signals over a year, of seven event types (as bench/find-convergences.bench.ts). */
function sixBusyLanes(): TimelineSignal[] {
  const eventTypes = ['Acquisition', 'Layoffs', 'Lawsuit', 'Merger', 'Insolvency', 'Partnership', 'Rating Change'];
  const signals: TimelineSignal[] = [];
  for (let lane = 0; lane < 6; lane++) {
    for (let index = 0; index < 2000; index++) {
      const day = new Date(Date.UTC(2026, 0, 1) + ((index * 7919 + lane * 104729) % 365) * 86_400_000);
      signals.push(signal(`e${lane}`, day.toISOString().slice(0, 10), eventTypes[(index + lane) % eventTypes.length]));
    }
  }
  return signals;
}
