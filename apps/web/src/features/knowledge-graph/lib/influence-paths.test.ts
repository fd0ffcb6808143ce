import type { GraphInfluence } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { describeInfluencePaths, formatPath, sortInfluencePaths } from './influence-paths';

const entity = (id: string, name: string, hop: number, signalCount = 1) => ({
  id,
  name,
  industry: null,
  country: null,
  monitored: hop === 0,
  signalCount,
  hop,
});

/** A centre with two neighbours and one entity two hops away through the weaker neighbour. */
const influence: GraphInfluence = {
  window: { from: '2026-01-01', to: '2026-01-31' },
  center: entity('c', 'Centre Ag', 0),
  nodes: [
    entity('c', 'Centre Ag', 0),
    entity('a', 'Alpha Gmbh', 1),
    entity('b', 'Beta Sa', 1),
    entity('d', 'Delta Plc', 2),
  ],
  edges: [],
  paths: [
    { target: 'a', path: ['c', 'a'], weights: [5] },
    { target: 'b', path: ['c', 'b'], weights: [2] },
    { target: 'd', path: ['c', 'b', 'd'], weights: [2, 9] },
  ],
  omittedNodes: 0,
};

describe('influence paths', () => {
  it('names each step with its weight and takes the weakest step as the strength', () => {
    const [alpha, , delta] = describeInfluencePaths(influence);
    expect(alpha).toMatchObject({ target: 'Alpha Gmbh', hop: 1, strength: 5, ids: ['c', 'a'] });
    expect(delta).toMatchObject({ target: 'Delta Plc', hop: 2, strength: 2 });
    expect(delta!.steps).toEqual([
      { from: 'Centre Ag', to: 'Beta Sa', weight: 2 },
      { from: 'Beta Sa', to: 'Delta Plc', weight: 9 },
    ]);
  });

  it('writes a path as names joined by arrows that carry the weights', () => {
    const delta = describeInfluencePaths(influence)[2]!;
    expect(formatPath(delta.steps)).toBe('Centre Ag →2→ Beta Sa →9→ Delta Plc');
    expect(formatPath([])).toBe('');
  });

  it('says so when an id of a path is not among the nodes', () => {
    const broken = { ...influence, paths: [{ target: 'x', path: ['c', 'x'], weights: [1] }] };
    expect(formatPath(describeInfluencePaths(broken)[0]!.steps)).toBe('Centre Ag →1→ Unknown entity');
  });

  it('sorts by hop then strength, or by strength then hop, names breaking ties', () => {
    const paths = describeInfluencePaths(influence);
    const tie = { ...paths[0]!, targetId: 'z', target: 'Aardvark Ltd' };
    const targets = (sort: 'hop' | 'strength') => sortInfluencePaths([...paths, tie], sort).map(({ target }) => target);
    expect(targets('hop')).toEqual(['Aardvark Ltd', 'Alpha Gmbh', 'Beta Sa', 'Delta Plc']);
    expect(targets('strength')).toEqual(['Aardvark Ltd', 'Alpha Gmbh', 'Beta Sa', 'Delta Plc']);
    const strongFar = { ...paths[2]!, strength: 7 };
    expect(sortInfluencePaths([paths[1]!, strongFar], 'strength').map(({ target }) => target)).toEqual([
      'Delta Plc',
      'Beta Sa',
    ]);
    expect(sortInfluencePaths([strongFar, paths[1]!], 'hop').map(({ target }) => target)).toEqual([
      'Beta Sa',
      'Delta Plc',
    ]);
  });
});
