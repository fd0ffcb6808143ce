import type { WindowGraph } from '../../lib/cached-reads';
import { edgesOfAtLeast, entityAt, entityCount } from './window-graph';

/**
 * The window graph's most connected entities (ADR 0130): the distinct entities each is linked to by co-occurrence
 * edges of at least `minWeight` signals (its degree), most first; equal degrees in the graph's own order (most signals,
 * then name and id). Entities without a signal in the window (monitored, quiet) are no starting point.
 */
export function findStartingPoints(graph: WindowGraph, minWeight: number, limit: number) {
  const degrees = new Int32Array(entityCount(graph));
  // Each pair of entities is one edge (the window graph counts a pair once, whatever its categories).
  const edges = edgesOfAtLeast(graph, minWeight);
  for (let edge = 0; edge < edges; edge++) {
    degrees[graph.sources[edge]!]! += 1;
    degrees[graph.targets[edge]!]! += 1;
  }
  const candidates: number[] = [];
  for (let index = 0; index < degrees.length; index++) {
    if (graph.signalCounts[index]! > 0) candidates.push(index);
  }
  candidates.sort((left, right) => degrees[right]! - degrees[left]! || left - right);
  return candidates.slice(0, limit).map((index) => ({ ...entityAt(graph, index), degree: degrees[index]! }));
}
