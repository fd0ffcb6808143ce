import type { GraphInfluence } from '@argus/contract';

// The Influence Range's list of paths: for each neighbour, the strongest shortest path from the centre (the answer's
// `paths`), in names, with each step's weight (the signals naming both ends in the window).

export type PathStep = { from: string; to: string; weight: number };

export type InfluencePath = {
  targetId: string;
  target: string;
  hop: number;
  steps: PathStep[];
  /** The weakest step: a path is only as strong as its weakest link. */
  strength: number;
  /** The entity ids along the path, centre first. */
  ids: string[];
};

export type PathSort = 'hop' | 'strength';

/** An entity's name from the answer, or a stand-in when the answer does not hold it (it always should). */
export function nameOf(names: ReadonlyMap<string, string>, id: string): string {
  return names.get(id) ?? 'Unknown entity';
}

/** The answer's paths with names and strengths, in the answer's order (by hop, then strongest first). */
export function describeInfluencePaths(influence: GraphInfluence): InfluencePath[] {
  const names = new Map(influence.nodes.map((node) => [node.id, node.name]));
  names.set(influence.center.id, influence.center.name);
  return influence.paths.map(({ target, path, weights }) => {
    const steps = weights.map((weight, index) => ({
      from: nameOf(names, path[index] ?? ''),
      to: nameOf(names, path[index + 1] ?? ''),
      weight,
    }));
    return {
      targetId: target,
      target: nameOf(names, target),
      hop: steps.length,
      steps,
      strength: weights.length ? Math.min(...weights) : 0,
      ids: path,
    };
  });
}

/** A path as one line of text: the names joined by arrows, each arrow with its step's weight ("A →5→ B →2→ C"). */
export function formatPath(steps: readonly PathStep[]): string {
  if (steps.length === 0) return '';
  return [steps[0]!.from, ...steps.map(({ to, weight }) => `→${weight}→ ${to}`)].join(' ');
}

/**
 * Paths sorted by hop (nearest first, then strongest) or by strength (strongest first, then nearest); names break
 * ties so that the order never depends on the answer's.
 */
export function sortInfluencePaths(paths: readonly InfluencePath[], sort: PathSort): InfluencePath[] {
  const byName = (a: InfluencePath, b: InfluencePath) => a.target.localeCompare(b.target, 'en');
  const byHop = (a: InfluencePath, b: InfluencePath) => a.hop - b.hop;
  const byStrength = (a: InfluencePath, b: InfluencePath) => b.strength - a.strength;
  return [...paths].sort((a, b) =>
    sort === 'hop' ? byHop(a, b) || byStrength(a, b) || byName(a, b) : byStrength(a, b) || byHop(a, b) || byName(a, b),
  );
}
