import { describe, expect, it } from 'vitest';
import { GRAPH_MAX_ENTITY_NODES } from '@argus/contract';
import { assembleNetwork } from './graph-network';
import type { GraphEntityRow } from './knowledge-graph.repository';
import { buildWindowGraph } from './window-graph';

/** Entity ids as the database writes uuids: 36 characters. */
const idOf = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

const entity = (index: number, signalCount: number): GraphEntityRow => ({
  id: idOf(index),
  name: `Entity ${String(index).padStart(5, '0')}`,
  industry: null,
  country: null,
  monitored: false,
  signalCount,
});

/** Signals naming the given entities, `weight` of each pair, all of one category. */
const signalsNaming = (pairs: [number, number, number][]) => [
  {
    category: 'M&A',
    signals: pairs
      .flatMap(([first, second, weight]) => Array.from({ length: weight }, () => `${idOf(first)},${idOf(second)}`))
      .join(';'),
  },
];

describe('the network answer', () => {
  it('keeps the GRAPH_MAX_ENTITY_NODES busiest entities and drops, and counts, the edges of those left out', () => {
    // Entities 0 to 3 have one signal each, the others two; ranked, most active first, then by name: entities 1, 2
    // and 3 are left out.
    const all = Array.from({ length: GRAPH_MAX_ENTITY_NODES + 3 }, (_, index) => entity(index, index < 4 ? 1 : 2));
    const ranked = [...all.slice(4), ...all.slice(0, 4)];
    const graph = buildWindowGraph(
      ranked,
      signalsNaming([
        [4, 5, 9],
        [1, 4, 8],
        [0, 5, 1],
      ]),
    );
    const network = assembleNetwork({ from: '2026-03-01', to: '2026-03-31' }, graph, 1, 10);
    expect(network.nodes).toHaveLength(GRAPH_MAX_ENTITY_NODES);
    expect(network.omittedNodes).toBe(3);
    expect(network.nodes.slice(-1)).toMatchObject([{ id: idOf(0), signalCount: 1 }]);
    expect(network.nodes.some((node) => [idOf(1), idOf(2), idOf(3)].includes(node.id))).toBe(false);
    expect(network.edges.map((kept) => [kept.source, kept.target, kept.weight])).toEqual([
      [idOf(4), idOf(5), 9],
      [idOf(0), idOf(5), 1],
    ]);
    expect(network.omittedEdges).toBe(1);
    // The limit cuts the strongest first, and counts what it leaves out.
    const limited = assembleNetwork({ from: '2026-03-01', to: '2026-03-31' }, graph, 1, 1);
    expect(limited.edges.map((kept) => kept.weight)).toEqual([9]);
    expect(limited.omittedEdges).toBe(2);
  });

  it('skips an entity its signals name but the entity list lacks (written between the two statements)', () => {
    const graph = buildWindowGraph(
      [entity(1, 1), entity(2, 1)],
      signalsNaming([
        [1, 3, 1],
        [1, 2, 2],
      ]),
    );
    expect(assembleNetwork({ from: '2026-03-01', to: '2026-03-31' }, graph, 1, 10).edges).toEqual([
      {
        source: idOf(1),
        target: idOf(2),
        kind: 'co-occurrence',
        weight: 2,
        category: 'M&A',
        categories: [{ category: 'M&A', count: 2 }],
      },
    ]);
  });
});
