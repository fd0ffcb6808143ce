import { describe, expect, it } from 'vitest';
import type { GraphEdge } from '@argus/contract';
import { findInfluenceRange } from './influence-range';

const edge = (source: string, target: string, weight: number): GraphEdge => ({
  source: source < target ? source : target,
  target: source < target ? target : source,
  kind: 'co-occurrence',
  weight,
  category: null,
  categories: [],
});

describe('the influence range', () => {
  it('stops at the node limit a whole hop at a time, strongest paths first, and counts the rest', () => {
    // The centre has 6 neighbours of weights 1-6; each neighbour has one more neighbour of its own.
    const edges = [1, 2, 3, 4, 5, 6].flatMap((weight) => [
      edge('centre', `n${weight}`, weight),
      edge(`n${weight}`, `m${weight}`, 10 - weight),
    ]);
    const range = findInfluenceRange('centre', edges, 2, 9);
    expect(range.reached).toEqual([
      { id: 'centre', hop: 0 },
      { id: 'n6', hop: 1 },
      { id: 'n5', hop: 1 },
      { id: 'n4', hop: 1 },
      { id: 'n3', hop: 1 },
      { id: 'n2', hop: 1 },
      { id: 'n1', hop: 1 },
      // Hop 2 by the weakest step of the path: m5 (5, 5) first, then m4 (4, 6) and m6 (6, 4), equal, by id.
      { id: 'm5', hop: 2 },
      { id: 'm4', hop: 2 },
    ]);
    expect(range.omittedNodes).toBe(4);
    expect(range.paths.at(-1)).toEqual({ target: 'm4', path: ['centre', 'n4', 'm4'], weights: [4, 6] });
    // Only the edges among the kept entities: the centre's six and those to m5 and m4.
    expect(range.edges.map((kept) => kept.weight)).toEqual([6, 6, 5, 5, 4, 3, 2, 1]);
  });

  it('prefers the path whose weakest step is strongest, then the heavier one', () => {
    const edges = [
      edge('centre', 'a', 5),
      edge('centre', 'b', 2),
      edge('centre', 'c', 2),
      edge('a', 'target', 1),
      edge('b', 'target', 2),
      edge('c', 'target', 2),
    ];
    const range = findInfluenceRange('centre', edges, 3, 500);
    // Through a: weakest 1. Through b or c: weakest 2, total 4 each; b comes first (same strength, earlier id).
    expect(range.paths.find((path) => path.target === 'target')).toEqual({
      target: 'target',
      path: ['centre', 'b', 'target'],
      weights: [2, 2],
    });
  });
});
