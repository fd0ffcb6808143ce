import type { GraphEdge, GraphNetwork, GraphNode } from '@argus/contract';
import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import {
  applyNetworkInSlices,
  applyNetworkToGraph,
  edgeWidthOf,
  layoutInputInSlices,
  layoutInputOf,
  networkChangesOf,
  networkCountsOf,
  nodeSizeOf,
  unitHashOf,
  type NetworkGraph,
} from './network-graph';

const entity = (id: string, signalCount: number, industry: string | null = 'Steel'): GraphNode => ({
  kind: 'entity',
  id,
  name: `Company ${id}`,
  industry,
  country: 'DE',
  monitored: true,
  signalCount,
});
const industry = (name: string, entityCount: number): GraphNode => ({
  kind: 'industry',
  id: `industry:${name}`,
  name,
  entityCount,
});
const membership = (source: string, name: string): GraphEdge => ({
  source,
  target: `industry:${name}`,
  kind: 'membership',
  weight: 1,
  category: null,
  categories: [],
});
const link = (source: string, target: string, weight: number, category = 'Finance'): GraphEdge => ({
  source,
  target,
  kind: 'co-occurrence',
  weight,
  category,
  categories: [{ category, count: weight }],
});
const networkOf = (nodes: GraphNode[], edges: GraphEdge[]): GraphNetwork => ({
  window: { from: '2026-10-01', to: '2026-11-01' },
  nodes,
  edges,
  omittedEdges: 0,
  omittedNodes: 0,
});
const emptyGraph = (): NetworkGraph => new Graph({ type: 'undirected', multi: true });

const first = networkOf(
  [industry('Steel', 2), entity('a', 40), entity('b', 10), entity('c', 1, null)],
  [membership('a', 'Steel'), membership('b', 'Steel'), link('a', 'b', 12), link('b', 'c', 1)],
);

describe('node and edge sizes', () => {
  it('sizes entities by the square root of their share of the most signals, industries larger', () => {
    const largest = { signals: 100, entities: 10 };
    expect(nodeSizeOf(entity('x', 0), largest)).toBe(2.5);
    expect(nodeSizeOf(entity('x', 100), largest)).toBe(11);
    expect(nodeSizeOf(entity('x', 25), largest)).toBeCloseTo(6.75);
    expect(nodeSizeOf(industry('Steel', 1), largest)).toBeGreaterThan(9);
    expect(nodeSizeOf(industry('Steel', 10), largest)).toBe(15);
  });

  it('draws memberships as hairlines and links wider by the log of their weight', () => {
    expect(edgeWidthOf({ kind: 'membership', weight: 1 }, 100)).toBe(0.4);
    const thin = edgeWidthOf({ kind: 'co-occurrence', weight: 1 }, 100);
    const middle = edgeWidthOf({ kind: 'co-occurrence', weight: 10 }, 100);
    const widest = edgeWidthOf({ kind: 'co-occurrence', weight: 100 }, 100);
    expect(thin).toBeLessThan(middle);
    expect(middle).toBeLessThan(widest);
    expect(widest).toBe(3.5);
  });

  it('hashes ids to stable numbers in [0, 1)', () => {
    expect(unitHashOf('a')).toBe(unitHashOf('a'));
    expect(unitHashOf('a')).not.toBe(unitHashOf('a', 1));
    for (const id of ['', 'x', 'industry:Steel', 'f3b1c0de-0000-4000-8000-000000000000']) {
      expect(unitHashOf(id)).toBeGreaterThanOrEqual(0);
      expect(unitHashOf(id)).toBeLessThan(1);
    }
  });
});

describe('the layout input', () => {
  it('lists every node in the answer order with edges as index pairs and log weights', () => {
    const input = layoutInputOf(emptyGraph(), first);
    expect(input.x).toHaveLength(4);
    expect(input.placedCount).toBe(4);
    expect([...input.sources]).toEqual([1, 2, 1, 2]);
    expect([...input.targets]).toEqual([0, 0, 2, 3]);
    expect(input.weights[2]).toBeCloseTo(1 + Math.log2(12));
    expect(input.weights[3]).toBe(1);
  });

  it('starts the same answer at the same places every time, entities near their industry', () => {
    const once = layoutInputOf(emptyGraph(), first);
    const again = layoutInputOf(emptyGraph(), first);
    expect([...once.x]).toEqual([...again.x]);
    const distance = (index: number) => Math.hypot(once.x[index]! - once.x[0]!, once.y[index]! - once.y[0]!);
    expect(distance(1)).toBeLessThan(50);
  });

  it('keeps the places of nodes the graph already holds and counts only the new ones', () => {
    const graph = emptyGraph();
    const laidOut = layoutInputOf(graph, first);
    applyNetworkToGraph(graph, first, { x: laidOut.x.map((value) => value + 7), y: laidOut.y });
    const next = networkOf([...first.nodes, entity('d', 3)], [...first.edges, link('a', 'd', 2)]);
    const input = layoutInputOf(graph, next);
    expect(input.placedCount).toBe(1);
    expect(input.x[1]).toBeCloseTo(laidOut.x[1]! + 7);
  });

  it('leaves out edges whose ends are not in the answer', () => {
    const input = layoutInputOf(emptyGraph(), networkOf([entity('a', 1)], [link('a', 'zz', 3)]));
    expect(input.sources).toHaveLength(0);
  });
});

describe('applying an answer to the graph', () => {
  it('adds nodes and edges with their attributes and places', () => {
    const graph = emptyGraph();
    const input = layoutInputOf(graph, first);
    applyNetworkToGraph(graph, first, input);
    expect(graph.order).toBe(4);
    expect(graph.size).toBe(4);
    expect(graph.getNodeAttributes('industry:Steel')).toMatchObject({ kind: 'industry', label: 'Steel', count: 2 });
    expect(graph.getNodeAttributes('a')).toMatchObject({ kind: 'entity', count: 40, monitored: true, x: input.x[1] });
    expect(graph.getEdgeAttributes('co-occurrence:a>b')).toMatchObject({ weight: 12, category: 'Finance' });
  });

  it('drops what left and updates what stayed in the same graph instance', () => {
    const graph = emptyGraph();
    applyNetworkToGraph(graph, first, layoutInputOf(graph, first));
    const next = networkOf(
      [industry('Steel', 2), entity('a', 5), entity('b', 10)],
      [membership('a', 'Steel'), membership('b', 'Steel'), link('a', 'b', 3, 'Legal')],
    );
    applyNetworkToGraph(graph, next, layoutInputOf(graph, next));
    expect(graph.nodes().sort()).toEqual(['a', 'b', 'industry:Steel']);
    expect(graph.size).toBe(3);
    expect(graph.getNodeAttribute('a', 'count')).toBe(5);
    expect(graph.getEdgeAttributes('co-occurrence:a>b')).toMatchObject({ weight: 3, category: 'Legal' });
  });
});

it('counts entities, industries and links for the status line', () => {
  expect(networkCountsOf(first)).toEqual({ entities: 3, industries: 1, links: 2, nodes: 4, edges: 4 });
});

describe('in slices', () => {
  const large = networkOf(
    [industry('Steel', 3000), ...Array.from({ length: 3000 }, (_, index) => entity(`e${index}`, 1 + (index % 7)))],
    [
      ...Array.from({ length: 3000 }, (_, index) => membership(`e${index}`, 'Steel')),
      ...Array.from({ length: 3000 }, (_, index) => link(`e${index}`, `e${(index + 1) % 3000}`, 1 + (index % 3))),
    ],
  );

  it('builds the same layout input slice by slice as at once', async () => {
    expect(await layoutInputInSlices(emptyGraph(), large)).toEqual(layoutInputOf(emptyGraph(), large));
  });

  it('applies an answer over several tasks to the same graph as at once', async () => {
    const input = layoutInputOf(emptyGraph(), large);
    expect([...networkChangesOf(emptyGraph(), large, input)].length).toBe(2);
    const sliced = emptyGraph();
    expect(await applyNetworkInSlices(sliced, large, input)).toBe(true);
    const whole = emptyGraph();
    applyNetworkToGraph(whole, large, input);
    expect(sliced.export()).toEqual(whole.export());
  });

  it('stops when a newer answer takes over', async () => {
    const graph = emptyGraph();
    let calls = 0;
    expect(await applyNetworkInSlices(graph, large, layoutInputOf(graph, large), () => ++calls < 2)).toBe(false);
    expect(graph.size).toBeLessThan(large.edges.length);
  });
});
