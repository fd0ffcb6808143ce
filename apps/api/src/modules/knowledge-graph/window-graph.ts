import type { GraphEdge } from '@argus/contract';
import type { GraphEntityRow, WindowSignalsRow } from './knowledge-graph.repository';

// A folder's graph in a window (ADR 0099), from the repository's rows: each entity's signal count and every
// co-occurrence edge, strongest first. Built once per window and category filter (and cached, plugins/read-caches.ts);
// the network and influence answers cut it by minWeight, limit and hops. Counted here rather than grouped by
// PostgreSQL, which would have to pair every signal's entities in a self-join first.

/** Text in UTF-16 code-unit order, as JavaScript sorts it: the same on every database and collation. */
export const byCodeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** Strongest first; equal weights by source, then target, so that a cut at a limit is the same on every call. */
export const byStrength = (left: GraphEdge, right: GraphEdge) =>
  right.weight - left.weight || byCodeUnits(left.source, right.source) || byCodeUnits(left.target, right.target);

export type WindowGraph = {
  /** Every entity the folder monitors or the window's signals name, most signals first, then by name and id. */
  entities: GraphEntityRow[];
  /** Every co-occurrence edge of the window, strongest first. */
  edges: GraphEdge[];
};

/** A pair's count; most pairs have one category, so a map is made only for a second one. */
type PairCount = {
  source: string;
  target: string;
  weight: number;
  category: string;
  count: number;
  more: Map<string, number> | undefined;
};

/** Pair keys as numbers (two entity indexes): cheaper to hash than two ids joined, and no string per signal. */
const PAIR_KEY_FACTOR = 2 ** 21;
const UUID_LENGTH = 36;
const COMMA = ','.charCodeAt(0);

/**
 * The window's edges from its signals that name two entities or more, as text per category (`a,b;c,d,e`: signals by
 * `;`, their entities by `,`); the entities come ranked from the repository.
 */
export function buildWindowGraph(entities: GraphEntityRow[], signalRows: readonly WindowSignalsRow[]): WindowGraph {
  const indexOf = new Map<string, number>();
  const pairs = new Map<number, PairCount>();
  /** One signal's pairs of entities. */
  const countSignal = (ids: readonly string[], indexes: readonly number[], category: string) => {
    for (let first = 0; first < ids.length; first++) {
      for (let second = first + 1; second < ids.length; second++) {
        // The contract's order: the smaller id is the source.
        const swap = ids[second]! < ids[first]!;
        const low = swap ? second : first;
        const high = swap ? first : second;
        const key = indexes[low]! * PAIR_KEY_FACTOR + indexes[high]!;
        const pair = pairs.get(key);
        if (!pair) {
          pairs.set(key, { source: ids[low]!, target: ids[high]!, weight: 1, category, count: 1, more: undefined });
        } else {
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
  const indexOfId = (id: string) => {
    let index = indexOf.get(id);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(id, index);
    }
    return index;
  };
  const ids: string[] = [];
  const indexes: number[] = [];
  for (const { category, signals } of signalRows) {
    // Read in place rather than split twice: every id is a uuid of 36 characters, followed by `,`, `;` or the end.
    for (let position = 0; position < signals.length; position += UUID_LENGTH + 1) {
      const id = signals.slice(position, position + UUID_LENGTH);
      ids.push(id);
      indexes.push(indexOfId(id));
      if (position + UUID_LENGTH < signals.length && signals.charCodeAt(position + UUID_LENGTH) === COMMA) continue;
      countSignal(ids, indexes, category);
      ids.length = 0;
      indexes.length = 0;
    }
  }
  return { entities, edges: toEdges(pairs.values()) };
}

function toEdges(pairs: Iterable<PairCount>): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const pair of pairs) {
    const categories = [{ category: pair.category, count: pair.count }];
    if (pair.more) {
      for (const [category, count] of pair.more) categories.push({ category, count });
      categories.sort((left, right) => right.count - left.count || byCodeUnits(left.category, right.category));
    }
    edges.push({
      source: pair.source,
      target: pair.target,
      kind: 'co-occurrence',
      weight: pair.weight,
      category: categories[0]!.category,
      categories,
    });
  }
  return edges.sort(byStrength);
}

/** The edges of at least `minWeight` signals: a prefix of the strongest-first list. */
export function edgesOfAtLeast(edges: readonly GraphEdge[], minWeight: number): readonly GraphEdge[] {
  const end = edges.findIndex((edge) => edge.weight < minWeight);
  return end === -1 ? edges : edges.slice(0, end);
}
