import type { GraphEdge } from '@argus/contract';
import type { WindowSignal } from './knowledge-graph.repository';

// Signal counts and co-occurrence edges from the window's signals (ADR 0099): counted here rather than grouped by
// PostgreSQL, which would have to pair every signal's entities in a self-join first.

/** Text in UTF-16 code-unit order, as JavaScript sorts it: the same on every database and collation. */
export const byCodeUnits = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

/** Strongest first; equal weights by source, then target, so that a cut at a limit is the same on every call. */
export const byStrength = (left: GraphEdge, right: GraphEdge) =>
  right.weight - left.weight || byCodeUnits(left.source, right.source) || byCodeUnits(left.target, right.target);

type Pair = { source: string; target: string; weight: number; categories: Map<string, number> };

export type WindowCounts = {
  /** Signals about or naming each entity. */
  signalCounts: Map<string, number>;
  /** Every pair of distinct entities in one signal, source < target, with its signals per category. */
  pairs: Pair[];
};

/** Counts each entity's signals and each pair's signals per category. */
export function countWindowSignals(signals: readonly WindowSignal[]): WindowCounts {
  const signalCounts = new Map<string, number>();
  const pairs = new Map<string, Pair>();
  for (const { category, entityIds } of signals) {
    // Sorted as JavaScript compares text, so that source < target holds for the answer whatever the database's order.
    const ids = entityIds.length > 1 ? [...entityIds].sort(byCodeUnits) : entityIds;
    for (let first = 0; first < ids.length; first++) {
      const source = ids[first]!;
      signalCounts.set(source, (signalCounts.get(source) ?? 0) + 1);
      for (let second = first + 1; second < ids.length; second++) {
        const target = ids[second]!;
        const key = `${source}|${target}`;
        let pair = pairs.get(key);
        if (!pair) {
          pair = { source, target, weight: 0, categories: new Map() };
          pairs.set(key, pair);
        }
        pair.weight += 1;
        pair.categories.set(category, (pair.categories.get(category) ?? 0) + 1);
      }
    }
  }
  return { signalCounts, pairs: [...pairs.values()] };
}

/**
 * One edge per pair with at least `minWeight` signals, strongest first: the categories most frequent first (ties by
 * name), the category the first of them.
 */
export function collectEdges(pairs: readonly Pair[], minWeight: number): GraphEdge[] {
  const edges: GraphEdge[] = [];
  for (const pair of pairs) {
    if (pair.weight < minWeight) continue;
    const categories = [...pair.categories]
      .map(([category, count]) => ({ category, count }))
      .sort((left, right) => right.count - left.count || byCodeUnits(left.category, right.category));
    edges.push({
      source: pair.source,
      target: pair.target,
      kind: 'co-occurrence',
      weight: pair.weight,
      category: categories[0]?.category ?? null,
      categories,
    });
  }
  return edges.sort(byStrength);
}
