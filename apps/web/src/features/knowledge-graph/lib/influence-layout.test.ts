import type { GraphInfluence } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { layoutInfluenceRings, RING_SPACING } from './influence-layout';

const entity = (id: string, hop: number, signalCount = 1) => ({
  id,
  name: id.toUpperCase(),
  industry: null,
  country: null,
  monitored: false,
  signalCount,
  hop,
});

const angleOf = ({ x, y }: { x: number; y: number }) => (Math.atan2(y, x) + Math.PI / 2 + 2 * Math.PI) % (2 * Math.PI);
const radiusOf = ({ x, y }: { x: number; y: number }) => Math.hypot(x, y);

describe('layoutInfluenceRings', () => {
  const influence: Pick<GraphInfluence, 'center' | 'nodes' | 'paths'> = {
    center: entity('c', 0),
    nodes: [entity('c', 0), entity('a', 1), entity('b', 1), entity('a1', 2), entity('a2', 2), entity('b1', 2)],
    paths: [
      { target: 'a', path: ['c', 'a'], weights: [9] },
      { target: 'b', path: ['c', 'b'], weights: [3] },
      { target: 'a1', path: ['c', 'a', 'a1'], weights: [9, 1] },
      { target: 'a2', path: ['c', 'a', 'a2'], weights: [9, 4] },
      { target: 'b1', path: ['c', 'b', 'b1'], weights: [3, 2] },
    ],
  };

  it('puts the centre in the middle and each hop on its own ring', () => {
    const positions = layoutInfluenceRings(influence);
    expect(positions.get('c')).toEqual({ x: 0, y: 0, hop: 0 });
    for (const node of influence.nodes.filter(({ hop }) => hop > 0)) {
      const position = positions.get(node.id)!;
      expect(position.hop).toBe(node.hop);
      expect(radiusOf(position)).toBeCloseTo(node.hop * RING_SPACING, 1);
    }
  });

  it('keeps each branch in its parent’s arc, strongest first, clockwise from the top', () => {
    const angle = (id: string) => angleOf(layoutInfluenceRings(influence).get(id)!);
    // The stronger neighbour's arc comes first; its own children follow the strongest-first order inside it.
    expect(angle('a')).toBeLessThan(angle('b'));
    expect(angle('a2')).toBeLessThan(angle('a1'));
    expect(Math.max(angle('a1'), angle('a2'))).toBeLessThan(angle('b1'));
    // A lone child sits right behind its parent.
    expect(angle('b1')).toBeCloseTo(angle('b'), 3);
  });

  it('gives the same picture for the same answer, whatever the order of its lists', () => {
    const shuffled = { ...influence, nodes: [...influence.nodes].reverse(), paths: [...influence.paths].reverse() };
    expect([...layoutInfluenceRings(shuffled)].sort()).toEqual([...layoutInfluenceRings(influence)].sort());
  });

  it('hangs an entity without a path on the centre rather than losing it', () => {
    const positions = layoutInfluenceRings({ ...influence, paths: [] });
    expect(positions.size).toBe(influence.nodes.length);
  });
});
