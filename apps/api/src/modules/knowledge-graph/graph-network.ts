import {
  GRAPH_MAX_ENTITY_NODES,
  industryNodeId,
  type GraphEdge,
  type GraphNetwork,
  type GraphNode,
} from '@argus/contract';
import { byCodeUnits } from './window-graph';
import type { GraphEntityRow } from './knowledge-graph.repository';

/**
 * The network answer from the window's graph: the most active entities (at most GRAPH_MAX_ENTITY_NODES of
 * `entities`, most active first), their industries, the strongest `limit` co-occurrence edges among them and each
 * entity's membership edge. `edges` are the co-occurrence edges of at least minWeight signals, strongest first;
 * `omittedEdges` counts those not answered, whether the limit or a left-out entity dropped them.
 */
export function assembleNetwork(
  window: GraphNetwork['window'],
  entities: readonly GraphEntityRow[],
  edges: readonly GraphEdge[],
  limit: number,
): GraphNetwork {
  const kept = entities.slice(0, GRAPH_MAX_ENTITY_NODES);
  const keptIds = new Set(kept.map((entity) => entity.id));
  const coOccurrence = edges.filter((edge) => keptIds.has(edge.source) && keptIds.has(edge.target)).slice(0, limit);

  const industries = new Map<string, number>();
  const membership: GraphEdge[] = [];
  for (const entity of kept) {
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

  return {
    window,
    nodes: [
      ...kept.map((entity): GraphNode => ({
        kind: 'entity',
        id: entity.id,
        name: entity.name,
        industry: entity.industry,
        country: entity.country,
        monitored: entity.monitored,
        signalCount: entity.signalCount,
      })),
      ...industryNodes,
    ],
    edges: [...coOccurrence, ...membership],
    omittedEdges: edges.length - coOccurrence.length,
    omittedNodes: entities.length - kept.length,
  };
}
