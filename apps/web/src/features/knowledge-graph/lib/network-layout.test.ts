import { describe, expect, it } from 'vitest';
import type { NetworkLayoutInput } from './network-graph';
import { layoutBudgetOf, runNetworkLayout } from './network-layout';

/** Two cliques of 6 joined by one edge, all starting on top of each other's neighbourhood. */
function twoClusters(): NetworkLayoutInput {
  const sources: number[] = [];
  const targets: number[] = [];
  for (const offset of [0, 6]) {
    for (let left = 0; left < 6; left++) {
      for (let right = left + 1; right < 6; right++) {
        sources.push(offset + left);
        targets.push(offset + right);
      }
    }
  }
  sources.push(0);
  targets.push(6);
  return {
    x: Float32Array.from({ length: 12 }, (_, index) => Math.cos(index) * 10),
    y: Float32Array.from({ length: 12 }, (_, index) => Math.sin(index * 1.7) * 10),
    sizes: new Float32Array(12).fill(4),
    sources: Uint32Array.from(sources),
    targets: Uint32Array.from(targets),
    weights: new Float32Array(sources.length).fill(1),
    placedCount: 12,
  };
}

const centreOf = (xs: Float32Array, ys: Float32Array, from: number, to: number) => {
  let x = 0;
  let y = 0;
  for (let index = from; index < to; index++) {
    x += xs[index]!;
    y += ys[index]!;
  }
  return { x: x / (to - from), y: y / (to - from) };
};

describe('the network layout', () => {
  it('pulls each cluster together and the two apart, and stops once settled', () => {
    const input = twoClusters();
    const result = runNetworkLayout(input, { timeBudgetMs: 5000, maxIterations: 2000, settledShare: 0.0015 });
    expect(result.settled).toBe(true);
    expect(result.iterations).toBeLessThan(2000);
    const left = centreOf(result.x, result.y, 0, 6);
    const right = centreOf(result.x, result.y, 6, 12);
    const apart = Math.hypot(left.x - right.x, left.y - right.y);
    const spread = Math.max(
      ...Array.from({ length: 6 }, (_, index) => Math.hypot(result.x[index]! - left.x, result.y[index]! - left.y)),
    );
    expect(apart).toBeGreaterThan(spread);
  });

  it('stops at the time budget, reporting that it did not settle', () => {
    let clock = 0;
    const result = runNetworkLayout(
      twoClusters(),
      { timeBudgetMs: 50, maxIterations: 100_000, settledShare: 0 },
      () => {},
      () => (clock += 10),
    );
    expect(result.settled).toBe(false);
    expect(result.iterations).toBeLessThanOrEqual(100);
  });

  it('reports progress after each batch and leaves its input as it was', () => {
    const input = twoClusters();
    const before = [...input.x];
    const shares: number[] = [];
    runNetworkLayout(input, { timeBudgetMs: 10_000, maxIterations: 60, settledShare: 0 }, ({ share }) =>
      shares.push(share),
    );
    expect(shares).toHaveLength(3);
    expect(shares.at(-1)).toBe(1);
    expect([...input.x]).toEqual(before);
  });

  it('gives a first layout a longer budget than a change that keeps most places', () => {
    const x = new Float32Array(100);
    expect(layoutBudgetOf({ x, placedCount: 100 }).timeBudgetMs).toBeGreaterThan(
      layoutBudgetOf({ x, placedCount: 10 }).timeBudgetMs,
    );
  });
});
