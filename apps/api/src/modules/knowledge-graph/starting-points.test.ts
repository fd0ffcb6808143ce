import { describe, expect, it } from 'vitest';
import type { GraphEntityRow } from './knowledge-graph.repository';
import { findStartingPoints } from './starting-points';
import { buildWindowGraph } from './window-graph';

// ADR 0130: the starting points the Influence Range and the Converging Timelines offer.

const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const entity = (index: number, signalCount: number): GraphEntityRow => ({
  id: idOf(index),
  name: `Entity ${index}`,
  industry: null,
  country: null,
  monitored: index === 9,
  signalCount,
});

/** One signal per listed group of entities, all of one category. */
const signalsNaming = (groups: number[][]) => [
  { category: 'M&A', signals: groups.map((group) => group.map(idOf).join(',')).join(';') },
];

describe('the starting points of a window graph', () => {
  // Ranked as the repository ranks them: most signals first. 9 is monitored without a signal.
  const entities = [entity(0, 6), entity(1, 5), entity(2, 4), entity(3, 3), entity(4, 2), entity(5, 1), entity(9, 0)];
  // 3 is linked to 0, 1, 2 and 4; 0 to 1 (twice) and 3; 5 to nobody.
  const graph = buildWindowGraph(
    entities,
    signalsNaming([
      [3, 0],
      [3, 1],
      [3, 2],
      [3, 4],
      [0, 1],
      [0, 1],
    ]),
  );

  it('ranks by distinct linked entities, then in the graph order, and leaves out entities without signals', () => {
    expect(findStartingPoints(graph, 1, 10).map(({ id, degree }) => [id, degree])).toEqual([
      [idOf(3), 4],
      [idOf(0), 2],
      [idOf(1), 2],
      [idOf(2), 1],
      [idOf(4), 1],
      [idOf(5), 0],
    ]);
  });

  it('counts only the links of at least minWeight signals, and answers `limit` entities', () => {
    expect(findStartingPoints(graph, 2, 3).map(({ id, degree }) => [id, degree])).toEqual([
      [idOf(0), 1],
      [idOf(1), 1],
      [idOf(2), 0],
    ]);
    expect(findStartingPoints(graph, 1, 1)[0]).toEqual({ ...entity(3, 3), degree: 4 });
  });
});
