import type { Signal } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { groupEventTypes } from './group-event-types';

const signal = (eventType: string, category: string | null) => ({ eventType, category }) as Signal;

describe('groupEventTypes', () => {
  it('groups event types under their category, keeping the given order within a group', () => {
    const signals = [signal('Merger', 'Deals'), signal('Acquisition', 'Deals'), signal('Plant Closure', 'Operations')];
    expect(groupEventTypes(['Acquisition', 'Merger', 'Plant Closure'], signals)).toEqual([
      { group: 'Deals', items: ['Acquisition', 'Merger'] },
      { group: 'Operations', items: ['Plant Closure'] },
    ]);
  });

  it('puts event types without a category under Uncategorised', () => {
    expect(groupEventTypes(['Rumour'], [signal('Rumour', null)])).toEqual([
      { group: 'Uncategorised', items: ['Rumour'] },
    ]);
  });
});
