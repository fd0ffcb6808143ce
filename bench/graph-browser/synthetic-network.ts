// A synthetic folder network in the shape of the network answer (packages/contract knowledge-graph.ts): industries,
// entities with skewed signal counts, one membership per entity with an industry, and co-occurrence links mostly
// inside an industry (as real counterparties cluster), the rest across, with skewed weights.
import type { GraphEdge, GraphNetwork, GraphNode } from '@argus/contract';

const CATEGORIES = ['Finance', 'Legal', 'Operations', 'Management', 'Market', 'Risk', 'Product', 'People'];

export function syntheticNetwork(nodeCount: number, edgeCount: number, seed = 11): GraphNetwork {
  let state = seed;
  const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  const industryCount = Math.max(2, Math.round(Math.sqrt(nodeCount) / 2.5));
  const entityCount = nodeCount - industryCount;
  const industries = Array.from({ length: industryCount }, (_, index) => `Industry ${index + 1}`);
  const nodes: GraphNode[] = [];
  const industryOf: string[] = [];
  const members = new Map<string, string[]>(industries.map((name) => [name, []]));
  for (let index = 0; index < entityCount; index++) {
    const id = `entity-${index}`;
    // Skewed: a few industries hold most entities.
    const industry = industries[Math.floor(random() ** 1.6 * industryCount)]!;
    industryOf.push(industry);
    members.get(industry)!.push(id);
    nodes.push({
      kind: 'entity',
      id,
      name: `Company ${index}`,
      industry,
      country: 'DE',
      monitored: random() < 0.4,
      signalCount: 1 + Math.floor(random() ** 3 * 300),
    });
  }
  for (const name of industries) {
    nodes.push({ kind: 'industry', id: `industry:${name}`, name, entityCount: members.get(name)!.length });
  }
  const edges: GraphEdge[] = nodes
    .filter((node) => node.kind === 'entity')
    .map((node, index) => ({
      source: node.id,
      target: `industry:${industryOf[index]}`,
      kind: 'membership',
      weight: 1,
      category: null,
      categories: [],
    }));
  const seen = new Set<string>();
  while (edges.length < edgeCount) {
    const left = Math.floor(random() * entityCount);
    const pool = random() < 0.75 ? members.get(industryOf[left]!)! : null;
    const right = pool
      ? Number(pool[Math.floor(random() * pool.length)]!.slice(7))
      : Math.floor(random() * entityCount);
    if (left === right) continue;
    const [source, target] =
      left < right ? [`entity-${left}`, `entity-${right}`] : [`entity-${right}`, `entity-${left}`];
    const key = `${source}>${target}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const category = CATEGORIES[Math.floor(random() ** 1.5 * CATEGORIES.length)]!;
    const weight = 1 + Math.floor(random() ** 4 * 40);
    edges.push({ source, target, kind: 'co-occurrence', weight, category, categories: [{ category, count: weight }] });
  }
  return {
    window: { from: '2026-10-26', to: '2026-11-26' },
    nodes,
    edges,
    omittedEdges: 0,
    omittedNodes: 0,
  };
}

export const SYNTHETIC_CATEGORIES = CATEGORIES;
