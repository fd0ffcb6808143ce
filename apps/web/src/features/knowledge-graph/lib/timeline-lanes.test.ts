import type { GraphTimelines, TimelineSignal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { buildLanes, ROLE_OFFSET } from './timeline-lanes';

const entity = (id: string, name: string, omittedSignals = 0) => ({
  id,
  name,
  industry: null,
  country: null,
  monitored: true,
  signalCount: 3,
  omittedSignals,
});

const signal = (id: string, entityId: string, values: Partial<TimelineSignal> = {}): TimelineSignal => ({
  id,
  entityId,
  role: 'subject',
  publishDate: '2026-03-01T12:00:00.000Z',
  eventType: 'Acquisition',
  category: 'Finance',
  reliability: 3,
  title: null,
  ...values,
});

describe('buildLanes', () => {
  const timelines: GraphTimelines = {
    window: { from: '2026-03-01', to: '2026-03-31' },
    entities: [entity('b', 'Beta Sa', 5), entity('a', 'Alpha Gmbh')],
    signals: [
      signal('s1', 'a'),
      signal('s1', 'b', { role: 'named' }),
      signal('s2', 'b', { category: null, publishDate: '2026-03-02T00:00:00.000Z' }),
      signal('s3', 'a', { category: 'Legal' }),
      signal('s4', 'stranger'),
    ],
  };

  it('makes one lane per entity in the order asked for, with what the answer left out', () => {
    expect(buildLanes(timelines).lanes).toEqual([
      { entityId: 'b', name: 'Beta Sa', monitored: true, signalCount: 3, omittedSignals: 5 },
      { entityId: 'a', name: 'Alpha Gmbh', monitored: true, signalCount: 3, omittedSignals: 0 },
    ]);
  });

  it('puts each signal on its entity’s lane at its time, above the line when about it and below when naming it', () => {
    const { series } = buildLanes(timelines);
    const finance = series.find(({ category }) => category === 'Finance')!;
    const time = Date.parse('2026-03-01T12:00:00.000Z');
    expect(finance.points).toEqual([
      { value: [time, 1 - ROLE_OFFSET], signalIndex: 0, role: 'subject' },
      { value: [time, 0 + ROLE_OFFSET], signalIndex: 1, role: 'named' },
    ]);
  });

  it('groups points by category in name order, Uncategorised last, and drops signals of no lane', () => {
    const { series } = buildLanes(timelines);
    expect(series.map(({ category, points }) => [category, points.length])).toEqual([
      ['Finance', 2],
      ['Legal', 1],
      ['Uncategorised', 1],
    ]);
  });
});
