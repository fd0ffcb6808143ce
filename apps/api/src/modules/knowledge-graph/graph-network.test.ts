import { describe, expect, it } from 'vitest';
import { GRAPH_MAX_ENTITY_NODES, type GraphEdge } from '@argus/contract';
import { assembleNetwork } from './graph-network';
import type { GraphEntityRow } from './knowledge-graph.repository';

const entity = (index: number, signalCount: number): GraphEntityRow => ({
  id: `e${String(index).padStart(5, '0')}`,
  name: `Entity ${String(index).padStart(5, '0')}`,
  industry: null,
  country: null,
  monitored: false,
  signalCount,
});

const edge = (source: string, target: string, weight: number): GraphEdge => ({
  source,
  target,
  kind: 'co-occurrence',
  weight,
  category: 'M&A',
  categories: [{ category: 'M&A', count: weight }],
});

describe('the network answer', () => {
  it('keeps the GRAPH_MAX_ENTITY_NODES busiest entities and drops, and counts, the edges of those left out', () => {
    // Entities 0 to 3 have one signal each, the others two: entities 1, 2 and 3 are left out (ties by name).
    const all = Array.from({ length: GRAPH_MAX_ENTITY_NODES + 3 }, (_, index) => entity(index, index < 4 ? 1 : 2));
    // Most active first, then by name, as the window's graph ranks them.
    const entities = [...all.slice(4), ...all.slice(0, 4)];
    const edges = [edge('e00004', 'e00005', 9), edge('e00001', 'e00004', 8), edge('e00000', 'e00005', 1)];
    const network = assembleNetwork({ from: '2026-03-01', to: '2026-03-31' }, entities, edges, 10);
    expect(network.nodes).toHaveLength(GRAPH_MAX_ENTITY_NODES);
    expect(network.omittedNodes).toBe(3);
    expect(network.nodes.slice(-1)).toMatchObject([{ id: 'e00000', signalCount: 1 }]);
    expect(network.nodes.some((node) => ['e00001', 'e00002', 'e00003'].includes(node.id))).toBe(false);
    expect(network.edges.map((kept) => [kept.source, kept.target])).toEqual([
      ['e00004', 'e00005'],
      ['e00000', 'e00005'],
    ]);
    expect(network.omittedEdges).toBe(1);
  });
});
