import type { GraphNetwork } from '@argus/contract';

export type NetworkLink = { id: string; name: string; weight: number; category: string | null };

/** An entity's strongest co-occurrence partners in the answer, heaviest first (then by name), for the side panel. */
export function strongestLinksOf(network: GraphNetwork, entityId: string, limit: number): NetworkLink[] {
  const names = new Map(network.nodes.map((node) => [node.id, node.name]));
  const links: NetworkLink[] = [];
  for (const edge of network.edges) {
    if (edge.kind !== 'co-occurrence') continue;
    const other = edge.source === entityId ? edge.target : edge.target === entityId ? edge.source : null;
    if (other === null) continue;
    links.push({ id: other, name: names.get(other) ?? other, weight: edge.weight, category: edge.category });
  }
  return links.sort((left, right) => right.weight - left.weight || left.name.localeCompare(right.name)).slice(0, limit);
}
