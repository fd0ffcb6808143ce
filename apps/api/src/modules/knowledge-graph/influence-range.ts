import type { GraphEdge } from '@argus/contract';
import { byCodeUnits, byStrength } from './window-graph';

// An entity's influence range (ADR 0099): breadth-first over co-occurrence edges, level by level, each level's
// entities ordered by their strongest shortest path from the centre.

/** The strongest shortest path to an entity: the weakest step decides, then the sum of the steps. */
type Reach = { id: string; hop: number; path: string[]; weights: number[]; weakest: number; total: number };

const isStronger = (left: Reach, right: Reach) =>
  left.weakest !== right.weakest ? left.weakest > right.weakest : left.total > right.total;

const byPathStrength = (left: Reach, right: Reach) =>
  right.weakest - left.weakest || right.total - left.total || byCodeUnits(left.id, right.id);

export type InfluenceRange = {
  /** The centre first (hop 0), then hop by hop, each hop's entities by path strength. */
  reached: { id: string; hop: number }[];
  paths: { target: string; path: string[]; weights: number[] }[];
  /** The co-occurrence edges among the reached entities, strongest first. */
  edges: GraphEdge[];
  omittedNodes: number;
};

/**
 * Every entity within `hops` co-occurrence steps of `centerId` over `edges`, cut at `maxNodes`
 * entities in the order of the answer: a whole hop before the next, the strongest paths first, so that a kept
 * entity's path only passes through kept entities.
 */
export function findInfluenceRange(
  centerId: string,
  edges: readonly GraphEdge[],
  hops: number,
  maxNodes: number,
): InfluenceRange {
  const neighbours = new Map<string, { id: string; weight: number }[]>();
  const link = (from: string, to: string, weight: number) => {
    const list = neighbours.get(from) ?? [];
    list.push({ id: to, weight });
    neighbours.set(from, list);
  };
  for (const edge of edges) {
    link(edge.source, edge.target, edge.weight);
    link(edge.target, edge.source, edge.weight);
  }

  const center: Reach = { id: centerId, hop: 0, path: [centerId], weights: [], weakest: Infinity, total: 0 };
  const reached = new Map<string, Reach>([[centerId, center]]);
  const order: Reach[] = [center];
  let level = [center];
  for (let hop = 1; hop <= hops && level.length > 0; hop++) {
    const next = new Map<string, Reach>();
    for (const from of level) {
      for (const { id, weight } of neighbours.get(from.id) ?? []) {
        if (reached.has(id)) continue;
        const candidate: Reach = {
          id,
          hop,
          path: [...from.path, id],
          weights: [...from.weights, weight],
          weakest: Math.min(from.weakest, weight),
          total: from.total + weight,
        };
        const known = next.get(id);
        if (!known || isStronger(candidate, known)) next.set(id, candidate);
      }
    }
    level = [...next.values()].sort(byPathStrength);
    for (const reach of level) reached.set(reach.id, reach);
    order.push(...level);
  }

  const kept = order.slice(0, maxNodes);
  const keptIds = new Set(kept.map((reach) => reach.id));
  return {
    reached: kept.map(({ id, hop }) => ({ id, hop })),
    paths: kept.slice(1).map(({ id, path, weights }) => ({ target: id, path, weights })),
    edges: edges.filter((edge) => keptIds.has(edge.source) && keptIds.has(edge.target)).sort(byStrength),
    omittedNodes: order.length - kept.length,
  };
}
