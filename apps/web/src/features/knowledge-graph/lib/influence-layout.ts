import type { GraphInfluence } from '@argus/contract';

// Where the Influence Range draws each entity (ADR 0101): the centre in the middle, each hop on its own ring around it,
// as a radial tree of the answer's paths. Every entity owns an arc of its ring and its further neighbours (those whose
// strongest path comes through it) share that arc on the next ring, so paths run outwards without crossing each other.
// Siblings share two thirds of their parent's arc equally and one third by how many entities lie beyond each, so that neither a
// crowded branch nor a ring of lone neighbours is squeezed. Strongest link first, clockwise from the top.
// Deterministic: the same answer always gives the same picture (a force layout would not).

export type RingPosition = { x: number; y: number; hop: number };

/** How much of a parent's arc its children share equally; the rest goes by the entities beyond each. */
const EVEN_SHARE = 2 / 3;

/** Distance between two rings, in the chart's own units (the graph series scales the picture to fit). */
export const RING_SPACING = 100;

type TreeNode = { id: string; name: string; hop: number; weight: number; signals: number; children: TreeNode[] };

export function layoutInfluenceRings(
  influence: Pick<GraphInfluence, 'center' | 'nodes' | 'paths'>,
): Map<string, RingPosition> {
  const root = buildPathTree(influence);
  const positions = new Map<string, RingPosition>([[root.id, { x: 0, y: 0, hop: 0 }]]);
  const leaves = new Map<TreeNode, number>();
  const countLeaves = (node: TreeNode): number => {
    const count = node.children.length ? node.children.reduce((sum, child) => sum + countLeaves(child), 0) : 1;
    leaves.set(node, count);
    return count;
  };
  countLeaves(root);
  const place = (node: TreeNode, start: number, end: number) => {
    const total = node.children.reduce((sum, child) => sum + leaves.get(child)!, 0);
    let from = start;
    for (const child of node.children) {
      const share = EVEN_SHARE / node.children.length + ((1 - EVEN_SHARE) * leaves.get(child)!) / total;
      const to = from + (end - start) * share;
      const angle = ((from + to) / 2) * 2 * Math.PI - Math.PI / 2;
      const radius = child.hop * RING_SPACING;
      positions.set(child.id, {
        x: round(radius * Math.cos(angle)),
        y: round(radius * Math.sin(angle)),
        hop: child.hop,
      });
      place(child, from, to);
      from = to;
    }
  };
  place(root, 0, 1);
  return positions;
}

/** The answer's paths as a tree: each entity under the one before it on its path (the centre when it has none). */
function buildPathTree(influence: Pick<GraphInfluence, 'center' | 'nodes' | 'paths'>): TreeNode {
  const root: TreeNode = {
    id: influence.center.id,
    name: influence.center.name,
    hop: 0,
    weight: 0,
    signals: 0,
    children: [],
  };
  const pathOf = new Map(influence.paths.map((path) => [path.target, path]));
  const tree = new Map<string, TreeNode>([[root.id, root]]);
  const byHop = influence.nodes.filter((node) => node.id !== root.id).sort((a, b) => a.hop - b.hop);
  for (const node of byHop) {
    const path = pathOf.get(node.id);
    const treeNode: TreeNode = {
      id: node.id,
      name: node.name,
      hop: Math.max(1, node.hop),
      weight: path?.weights[path.weights.length - 1] ?? 0,
      signals: node.signalCount,
      children: [],
    };
    tree.set(node.id, treeNode);
    const parentId = path?.path[path.path.length - 2];
    (tree.get(parentId ?? root.id) ?? root).children.push(treeNode);
  }
  for (const node of tree.values()) node.children.sort(compareSiblings);
  return root;
}

const compareSiblings = (a: TreeNode, b: TreeNode) =>
  b.weight - a.weight || b.signals - a.signals || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1);

const round = (value: number) => Math.round(value * 100) / 100;
