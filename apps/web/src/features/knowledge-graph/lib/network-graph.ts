import { INDUSTRY_NODE_PREFIX, type GraphEdge, type GraphNetwork, type GraphNode } from '@argus/contract';
import type Graph from 'graphology';

// The Industry Network's graph: the network answer as graphology nodes and edges with the sizes sigma
// draws. One graph instance lives as long as the screen: a new answer (another window, filter or folder) is applied
// to it as a change, so nodes that stay keep their place and the layout only has to settle what moved.

export type NetworkNodeAttributes = {
  kind: GraphNode['kind'];
  label: string;
  x: number;
  y: number;
  size: number;
  /** Signals in the window (an entity) or entities (an industry). */
  count: number;
  monitored: boolean;
  industry: string | null;
};

export type NetworkEdgeAttributes = {
  kind: GraphEdge['kind'];
  weight: number;
  category: string | null;
  size: number;
};

export type NetworkGraph = Graph<NetworkNodeAttributes, NetworkEdgeAttributes>;

/**
 * What the layout worker gets: every node of the answer in order with its starting place and size, and the edges as
 * pairs of node indexes with their layout weight. Typed arrays, so that the message is copied, not cloned.
 */
export type NetworkLayoutInput = {
  x: Float32Array;
  y: Float32Array;
  sizes: Float32Array;
  sources: Uint32Array;
  targets: Uint32Array;
  weights: Float32Array;
  /** Nodes that had no place yet: all of them for a first answer, few for a filter change. */
  placedCount: number;
};

const ENTITY_SIZE = { min: 2.5, max: 11 };
const INDUSTRY_SIZE = { min: 9, max: 15 };
const EDGE_WIDTH = { membership: 0.4, min: 0.5, max: 3.5 };

/** Radius by the square root of the count, so that a node's area follows its signals. */
export function nodeSizeOf(node: GraphNode, largest: { signals: number; entities: number }): number {
  const [count, most, { min, max }] =
    node.kind === 'entity'
      ? [node.signalCount, largest.signals, ENTITY_SIZE]
      : [node.entityCount, largest.entities, INDUSTRY_SIZE];
  return min + (max - min) * Math.sqrt(Math.max(0, count) / Math.max(1, most));
}

/** Membership edges are hairlines; co-occurrence width grows with the log of its weight (weights span 1 to 1000s). */
export function edgeWidthOf(edge: Pick<GraphEdge, 'kind' | 'weight'>, heaviest: number): number {
  if (edge.kind === 'membership') return EDGE_WIDTH.membership;
  const share = Math.log1p(Math.max(1, edge.weight)) / Math.log1p(Math.max(1, heaviest));
  return EDGE_WIDTH.min + (EDGE_WIDTH.max - EDGE_WIDTH.min) * Math.min(1, share);
}

/** The pull of an edge in the layout: logarithmic, or a few very strong pairs would collapse the picture. */
export const layoutWeightOf = (edge: Pick<GraphEdge, 'weight'>) => 1 + Math.log2(Math.max(1, edge.weight));

export const edgeKeyOf = (edge: Pick<GraphEdge, 'kind' | 'source' | 'target'>) =>
  `${edge.kind}:${edge.source}>${edge.target}`;

export const isIndustryNode = (id: string) => id.startsWith(INDUSTRY_NODE_PREFIX);

/** A number in [0, 1) from a string: the same id gets the same starting place on every load. */
export function unitHashOf(text: string, salt = 0): number {
  let hash = 2166136261 ^ salt;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 4294967296;
}

function attributesOf(node: GraphNode, size: number): Omit<NetworkNodeAttributes, 'x' | 'y'> {
  return node.kind === 'entity'
    ? {
        kind: 'entity',
        label: node.name,
        size,
        count: node.signalCount,
        monitored: node.monitored,
        industry: node.industry,
      }
    : { kind: 'industry', label: node.name, size, count: node.entityCount, monitored: false, industry: node.name };
}

/** Lets the page handle input and paint between two slices. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Work items per slice of the sliced steps below: a few milliseconds each. */
const CHANGES_PER_SLICE = 4000;

/** Counts work items and says when a slice is full. */
function sliceCounter() {
  let done = 0;
  return () => ++done % CHANGES_PER_SLICE === 0;
}

/**
 * Starting places: a node already in the graph keeps its place; an industry goes on a wide circle by its name; an
 * entity goes near its industry (or near a placed neighbour, or on a circle when it has neither).
 */
function* startingPlaces(graph: NetworkGraph, network: GraphNetwork, counted: () => boolean) {
  const places = new Map<string, { x: number; y: number }>();
  for (const id of graph.nodes()) {
    places.set(id, { x: graph.getNodeAttribute(id, 'x'), y: graph.getNodeAttribute(id, 'y') });
    if (counted()) yield;
  }
  const spread = Math.max(100, Math.sqrt(network.nodes.length) * 20);
  const neighbourOf = new Map<string, string>();
  for (const edge of network.edges) {
    if (!neighbourOf.has(edge.source)) neighbourOf.set(edge.source, edge.target);
    if (!neighbourOf.has(edge.target)) neighbourOf.set(edge.target, edge.source);
    if (counted()) yield;
  }
  let placedCount = 0;
  const around = (id: string, anchor: { x: number; y: number } | undefined, radius: number) => {
    const angle = unitHashOf(id) * 2 * Math.PI;
    const distance = radius * (0.2 + 0.8 * unitHashOf(id, 1));
    const centre = anchor ?? { x: 0, y: 0 };
    return { x: centre.x + Math.cos(angle) * distance, y: centre.y + Math.sin(angle) * distance };
  };
  const result = new Map<string, { x: number; y: number }>();
  // Industries first: entities are placed around them.
  const ordered = [
    ...network.nodes.filter((node) => node.kind === 'industry'),
    ...network.nodes.filter((node) => node.kind === 'entity'),
  ];
  for (const node of ordered) {
    if (counted()) yield;
    const known = places.get(node.id);
    if (known) {
      result.set(node.id, known);
      continue;
    }
    placedCount++;
    let place: { x: number; y: number };
    if (node.kind === 'industry') {
      place = around(node.id, undefined, spread);
    } else {
      const industryId = node.industry ? `${INDUSTRY_NODE_PREFIX}${node.industry}` : undefined;
      const neighbour = neighbourOf.get(node.id);
      const anchor =
        (industryId && result.get(industryId)) || (neighbour && (result.get(neighbour) ?? places.get(neighbour)));
      place = around(node.id, anchor || undefined, anchor ? spread / 6 : spread);
    }
    result.set(node.id, place);
  }
  return { places: result, placedCount };
}

/**
 * The layout worker's input for an answer, starting from the places the graph holds now; a generator that pauses
 * every few thousand items, so that 25,000 of them need not hold the page in one task (`layoutInputInSlices`).
 */
export function* layoutInputSteps(graph: NetworkGraph, network: GraphNetwork): Generator<void, NetworkLayoutInput> {
  const counted = sliceCounter();
  const { places, placedCount } = yield* startingPlaces(graph, network, counted);
  const count = network.nodes.length;
  const indexOf = new Map<string, number>();
  const largest = largestCounts(network.nodes);
  const x = new Float32Array(count);
  const y = new Float32Array(count);
  const sizes = new Float32Array(count);
  for (let index = 0; index < count; index++) {
    const node = network.nodes[index]!;
    const place = places.get(node.id)!;
    indexOf.set(node.id, index);
    x[index] = place.x;
    y[index] = place.y;
    sizes[index] = nodeSizeOf(node, largest);
    if (counted()) yield;
  }
  const edges = network.edges.filter((edge) => indexOf.has(edge.source) && indexOf.has(edge.target));
  const sources = new Uint32Array(edges.length);
  const targets = new Uint32Array(edges.length);
  const weights = new Float32Array(edges.length);
  for (let index = 0; index < edges.length; index++) {
    const edge = edges[index]!;
    sources[index] = indexOf.get(edge.source)!;
    targets[index] = indexOf.get(edge.target)!;
    weights[index] = layoutWeightOf(edge);
    if (counted()) yield;
  }
  return { x, y, sizes, sources, targets, weights, placedCount };
}

/** All of `layoutInputSteps` at once (tests, small answers). */
export function layoutInputOf(graph: NetworkGraph, network: GraphNetwork): NetworkLayoutInput {
  const steps = layoutInputSteps(graph, network);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** `layoutInputSteps` a slice per task. */
export async function layoutInputInSlices(graph: NetworkGraph, network: GraphNetwork): Promise<NetworkLayoutInput> {
  const steps = layoutInputSteps(graph, network);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTask();
  }
}

function largestCounts(nodes: readonly GraphNode[]) {
  let signals = 1;
  let entities = 1;
  for (const node of nodes) {
    if (node.kind === 'entity') signals = Math.max(signals, node.signalCount);
    else entities = Math.max(entities, node.entityCount);
  }
  return { signals, entities };
}

/**
 * Makes the graph hold exactly the answer's nodes and edges at the laid-out places (`x`, `y` in the answer's node
 * order): what left is dropped, what came is added, what stayed is updated in place. A generator that pauses every
 * few thousand changes, so that 25,000 of them need not hold the page in one task (`applyNetworkInSlices`).
 */
export function* networkChangesOf(
  graph: NetworkGraph,
  network: GraphNetwork,
  places: { x: Float32Array; y: Float32Array },
): Generator<void, void, void> {
  const counted = sliceCounter();
  const nodeIds = new Set(network.nodes.map((node) => node.id));
  for (const id of graph.nodes()) {
    if (!nodeIds.has(id)) graph.dropNode(id);
    if (counted()) yield;
  }
  const largest = largestCounts(network.nodes);
  for (let index = 0; index < network.nodes.length; index++) {
    const node = network.nodes[index]!;
    const attributes = { ...attributesOf(node, nodeSizeOf(node, largest)), x: places.x[index]!, y: places.y[index]! };
    if (graph.hasNode(node.id)) graph.replaceNodeAttributes(node.id, attributes);
    else graph.addNode(node.id, attributes);
    if (counted()) yield;
  }
  const edges = network.edges.filter((edge) => nodeIds.has(edge.source) && nodeIds.has(edge.target));
  const edgeKeys = new Set(edges.map(edgeKeyOf));
  for (const key of graph.edges()) {
    if (!edgeKeys.has(key)) graph.dropEdge(key);
    if (counted()) yield;
  }
  const heaviest = edges.reduce((most, edge) => (edge.kind === 'membership' ? most : Math.max(most, edge.weight)), 1);
  for (const edge of edges) {
    const key = edgeKeyOf(edge);
    const attributes: NetworkEdgeAttributes = {
      kind: edge.kind,
      weight: edge.weight,
      category: edge.category,
      size: edgeWidthOf(edge, heaviest),
    };
    if (graph.hasEdge(key)) graph.replaceEdgeAttributes(key, attributes);
    else graph.addEdgeWithKey(key, edge.source, edge.target, attributes);
    if (counted()) yield;
  }
}

/** All of `networkChangesOf` at once (tests, small answers). */
export function applyNetworkToGraph(
  graph: NetworkGraph,
  network: GraphNetwork,
  places: { x: Float32Array; y: Float32Array },
) {
  for (const _ of networkChangesOf(graph, network, places));
}

/** `networkChangesOf` a slice per task; `current()` false stops it (a newer answer takes over). */
export async function applyNetworkInSlices(
  graph: NetworkGraph,
  network: GraphNetwork,
  places: { x: Float32Array; y: Float32Array },
  current: () => boolean = () => true,
): Promise<boolean> {
  for (const _ of networkChangesOf(graph, network, places)) {
    await nextTask();
    if (!current()) return false;
  }
  return true;
}

/** Counts for the status line and the test hook. */
export function networkCountsOf(network: GraphNetwork) {
  let entities = 0;
  let industries = 0;
  let links = 0;
  for (const node of network.nodes) {
    if (node.kind === 'entity') entities++;
    else industries++;
  }
  for (const edge of network.edges) if (edge.kind === 'co-occurrence') links++;
  return { entities, industries, links, nodes: network.nodes.length, edges: network.edges.length };
}
