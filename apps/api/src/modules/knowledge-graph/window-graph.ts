import type { GraphEdge } from '@argus/contract';
import type { WindowGraph } from '../../lib/cached-reads';
import type { GraphEntityRow, WindowSignalsRow } from './knowledge-graph.repository';

// A folder's graph in a window (ADR 0099), from the repository's rows: its entities, most active first, and every
// co-occurrence edge, strongest first. Built once per window and category filter and cached (plugins/read-caches.ts);
// the network and influence answers cut it by minWeight, limit and hops. Held as parallel arrays, an edge's ends as
// entity numbers: a cached window is a few dozen objects and its strings, not tens of thousands of objects, which
// every full garbage collection of the server would otherwise mark (with 24 cached months of the 1M world, ~80 ms of
// marking per collection when each edge and entity was an object).

/** Text in UTF-16 code-unit order, as JavaScript sorts it: the same on every database and collation. */
export const byCodeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** Strongest first; equal weights by source, then target, so that a cut at a limit is the same on every call. */
export const byStrength = (left: GraphEdge, right: GraphEdge) =>
  right.weight - left.weight || byCodeUnits(left.source, right.source) || byCodeUnits(left.target, right.target);

/** A pair's count while the signals are read; most pairs have one category, so a map only for a second one. */
type PairCount = {
  low: number;
  high: number;
  weight: number;
  category: string;
  count: number;
  more: Map<string, number> | undefined;
};

/** Pair keys as numbers (two entity numbers): cheaper to hash than two ids joined, and no string per pair. */
const PAIR_KEY_FACTOR = 2 ** 21;
const UUID_LENGTH = 36;
const COMMA = ','.charCodeAt(0);

/** Equal values share one string: industries and countries repeat on every row. */
function createInterner() {
  const known = new Map<string, string>();
  return (value: string | null) => {
    if (value === null) return null;
    const held = known.get(value);
    if (held !== undefined) return held;
    known.set(value, value);
    return value;
  };
}

/**
 * The window's graph from its ranked entities and its signals that name two entities or more, as text per category
 * (`a,b;c,d,e`: signals by `;`, their entities by `,`). A signal naming an entity missing from `entities` (written
 * between the two statements) adds no edge.
 */
export function buildWindowGraph(
  entities: readonly GraphEntityRow[],
  signalRows: readonly WindowSignalsRow[],
): WindowGraph {
  const intern = createInterner();
  const count = entities.length;
  const graph: Omit<
    WindowGraph,
    'sources' | 'targets' | 'weights' | 'categories' | 'categoryNames' | 'mixedCategories'
  > = {
    ids: new Array<string>(count),
    names: new Array<string>(count),
    industries: new Array<string | null>(count),
    countries: new Array<string | null>(count),
    monitored: new Uint8Array(count),
    signalCounts: new Int32Array(count),
    indexOf: new Map(),
  };
  entities.forEach((entity, index) => {
    graph.ids[index] = entity.id;
    graph.names[index] = entity.name;
    graph.industries[index] = intern(entity.industry);
    graph.countries[index] = intern(entity.country);
    graph.monitored[index] = entity.monitored ? 1 : 0;
    graph.signalCounts[index] = entity.signalCount;
    graph.indexOf.set(entity.id, index);
  });

  const pairs = new Map<number, PairCount>();
  const indexes: number[] = [];
  const countSignal = (category: string) => {
    for (let first = 0; first < indexes.length; first++) {
      for (let second = first + 1; second < indexes.length; second++) {
        // The contract's order: the smaller id is the source.
        const swap = graph.ids[indexes[second]!]! < graph.ids[indexes[first]!]!;
        const low = swap ? indexes[second]! : indexes[first]!;
        const high = swap ? indexes[first]! : indexes[second]!;
        const key = low * PAIR_KEY_FACTOR + high;
        const pair = pairs.get(key);
        if (!pair) pairs.set(key, { low, high, weight: 1, category, count: 1, more: undefined });
        else {
          pair.weight += 1;
          if (pair.category === category) pair.count += 1;
          else {
            pair.more ??= new Map();
            pair.more.set(category, (pair.more.get(category) ?? 0) + 1);
          }
        }
      }
    }
  };
  for (const { category, signals } of signalRows) {
    // Read in place rather than split twice: every id is a uuid of 36 characters, followed by `,`, `;` or the end.
    for (let position = 0; position < signals.length; position += UUID_LENGTH + 1) {
      const index = graph.indexOf.get(signals.slice(position, position + UUID_LENGTH));
      if (index !== undefined && !indexes.includes(index)) indexes.push(index);
      if (position + UUID_LENGTH < signals.length && signals.charCodeAt(position + UUID_LENGTH) === COMMA) continue;
      countSignal(category);
      indexes.length = 0;
    }
  }
  return { ...graph, ...toEdges(graph.ids, [...pairs.values()]) };
}

function toEdges(ids: readonly string[], pairs: PairCount[]) {
  pairs.sort(
    (left, right) =>
      right.weight - left.weight ||
      byCodeUnits(ids[left.low]!, ids[right.low]!) ||
      byCodeUnits(ids[left.high]!, ids[right.high]!),
  );
  const sources = new Int32Array(pairs.length);
  const targets = new Int32Array(pairs.length);
  const weights = new Int32Array(pairs.length);
  const categories = new Int32Array(pairs.length);
  const categoryNames: string[] = [];
  const categoryIndex = new Map<string, number>();
  const mixedCategories = new Map<number, { category: string; count: number }[]>();
  const indexOfCategory = (category: string) => {
    let index = categoryIndex.get(category);
    if (index === undefined) {
      index = categoryNames.push(category) - 1;
      categoryIndex.set(category, index);
    }
    return index;
  };
  pairs.forEach((pair, edge) => {
    sources[edge] = pair.low;
    targets[edge] = pair.high;
    weights[edge] = pair.weight;
    if (!pair.more) {
      categories[edge] = indexOfCategory(pair.category);
      return;
    }
    const mixed = [{ category: pair.category, count: pair.count }];
    for (const [category, count] of pair.more) mixed.push({ category, count });
    mixed.sort((left, right) => right.count - left.count || byCodeUnits(left.category, right.category));
    categories[edge] = indexOfCategory(mixed[0]!.category);
    mixedCategories.set(edge, mixed);
  });
  return { sources, targets, weights, categories, categoryNames, mixedCategories };
}

export const entityCount = (graph: WindowGraph) => graph.ids.length;
export const edgeCount = (graph: WindowGraph) => graph.weights.length;

/** An entity of the graph as the answers write it. */
export function entityAt(graph: WindowGraph, index: number): GraphEntityRow {
  return {
    id: graph.ids[index]!,
    name: graph.names[index]!,
    industry: graph.industries[index]!,
    country: graph.countries[index]!,
    monitored: graph.monitored[index] === 1,
    signalCount: graph.signalCounts[index]!,
  };
}

/** A co-occurrence edge of the graph as the answers write it. */
export function edgeAt(graph: WindowGraph, edge: number): GraphEdge {
  const weight = graph.weights[edge]!;
  const category = graph.categoryNames[graph.categories[edge]!]!;
  return {
    source: graph.ids[graph.sources[edge]!]!,
    target: graph.ids[graph.targets[edge]!]!,
    kind: 'co-occurrence',
    weight,
    category,
    categories: graph.mixedCategories.get(edge)?.map((entry) => ({ ...entry })) ?? [{ category, count: weight }],
  };
}

/** The edges of at least `minWeight` signals: the edge numbers below the returned one. */
export function edgesOfAtLeast(graph: WindowGraph, minWeight: number) {
  const end = graph.weights.findIndex((weight) => weight < minWeight);
  return end === -1 ? edgeCount(graph) : end;
}
