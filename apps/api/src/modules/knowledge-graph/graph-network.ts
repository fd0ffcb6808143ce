import {
  GRAPH_MAX_ENTITY_NODES,
  industryNodeId,
  type GraphEdge,
  type GraphNetwork,
  type GraphNode,
} from '@argus/contract';
import type { WindowGraph } from '../../lib/cached-reads';
import { byCodeUnits, edgeAt, edgesOfAtLeast, entityAt, entityCount } from './window-graph';

/**
 * The network answer from the window's graph: its most active entities (at most GRAPH_MAX_ENTITY_NODES), their
 * industries, the strongest `limit` co-occurrence edges of at least `minWeight` signals among them, and each
 * entity's membership edge. `omittedEdges` counts the edges of at least `minWeight` not answered, whether the limit or
 * a left-out entity dropped them.
 */
export function assembleNetwork(
  window: GraphNetwork['window'],
  graph: WindowGraph,
  minWeight: number,
  limit: number,
): GraphNetwork {
  const kept = Math.min(entityCount(graph), GRAPH_MAX_ENTITY_NODES);
  const entities: GraphNode[] = [];
  const industries = new Map<string, number>();
  const membership: GraphEdge[] = [];
  for (let index = 0; index < kept; index++) {
    const entity = entityAt(graph, index);
    entities.push({ kind: 'entity', ...entity });
    if (entity.industry === null) continue;
    industries.set(entity.industry, (industries.get(entity.industry) ?? 0) + 1);
    membership.push({
      source: entity.id,
      target: industryNodeId(entity.industry),
      kind: 'membership',
      weight: 1,
      category: null,
      categories: [],
    });
  }
  const industryNodes: GraphNode[] = [...industries]
    .sort(
      ([leftName, leftCount], [rightName, rightCount]) => rightCount - leftCount || byCodeUnits(leftName, rightName),
    )
    .map(([name, entityCount]) => ({ kind: 'industry', id: industryNodeId(name), name, entityCount }));

  // Strongest first: the answered edges are the first `limit` whose ends are both kept.
  const candidates = edgesOfAtLeast(graph, minWeight);
  const coOccurrence: GraphEdge[] = [];
  for (let edge = 0; edge < candidates && coOccurrence.length < limit; edge++) {
    if (graph.sources[edge]! < kept && graph.targets[edge]! < kept) coOccurrence.push(edgeAt(graph, edge));
  }
  return {
    window,
    nodes: [...entities, ...industryNodes],
    edges: [...coOccurrence, ...membership],
    omittedEdges: candidates - coOccurrence.length,
    omittedNodes: entityCount(graph) - kept,
  };
}
