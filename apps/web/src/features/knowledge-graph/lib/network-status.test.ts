import type { GraphNetwork } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { strongestLinksOf } from './network-links';
import { networkStatusText } from './network-status';

const network = (omittedEdges: number, omittedNodes: number): GraphNetwork => ({
  window: { from: '2026-10-26', to: '2026-11-26' },
  nodes: [
    { kind: 'industry', id: 'industry:Steel', name: 'Steel', entityCount: 2 },
    { kind: 'entity', id: 'a', name: 'Alpha', industry: 'Steel', country: null, monitored: true, signalCount: 4 },
    { kind: 'entity', id: 'b', name: 'Beta', industry: 'Steel', country: null, monitored: false, signalCount: 2 },
    { kind: 'entity', id: 'c', name: 'Gamma', industry: null, country: null, monitored: false, signalCount: 2 },
  ],
  edges: [
    { source: 'a', target: 'industry:Steel', kind: 'membership', weight: 1, category: null, categories: [] },
    { source: 'a', target: 'b', kind: 'co-occurrence', weight: 2, category: 'Finance', categories: [] },
    { source: 'a', target: 'c', kind: 'co-occurrence', weight: 5, category: null, categories: [] },
  ],
  omittedEdges,
  omittedNodes,
});

describe('the network status line', () => {
  it('names what is drawn', () => {
    expect(networkStatusText(undefined, true)).toBe('Loading the network…');
    expect(networkStatusText(network(0, 0), false)).toBe('3 entities in 1 industry, 2 links');
    expect(networkStatusText(network(0, 0), true)).toBe('3 entities in 1 industry, 2 links · updating…');
  });

  it('says honestly what the server left out', () => {
    expect(networkStatusText(network(7310, 0), false)).toBe(
      '3 entities in 1 industry, showing the 2 strongest of 7,312 links',
    );
    expect(networkStatusText(network(0, 1200), false)).toBe(
      '3 entities in 1 industry, 2 links, the 3 entities with most signals of 1,203',
    );
  });
});

it("lists an entity's strongest links, heaviest first, without memberships", () => {
  expect(strongestLinksOf(network(0, 0), 'a', 5)).toEqual([
    { id: 'c', name: 'Gamma', weight: 5, category: null },
    { id: 'b', name: 'Beta', weight: 2, category: 'Finance' },
  ]);
  expect(strongestLinksOf(network(0, 0), 'b', 5)).toEqual([{ id: 'a', name: 'Alpha', weight: 2, category: 'Finance' }]);
  expect(strongestLinksOf(network(0, 0), 'a', 1)).toHaveLength(1);
});
