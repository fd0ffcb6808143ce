import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import type { NetworkLayoutInput } from './network-graph';

// ForceAtlas2 over the network in a worker (ADR 0100), in batches: between two batches it checks the time budget and
// how far nodes still move, and stops on whichever comes first, so that a large graph never runs for long and a
// small one stops as soon as it has settled.

export type LayoutBudget = {
  /** Stop after this long (ms) even if the nodes still move. */
  timeBudgetMs: number;
  maxIterations: number;
  /** Settled when the mean step of a node in a batch is below this share of the drawing's size. */
  settledShare: number;
};

/** A first layout: up to 3 s or 600 iterations. A filter change that keeps most nodes in place needs less. */
export function layoutBudgetOf(input: Pick<NetworkLayoutInput, 'x' | 'placedCount'>): LayoutBudget {
  const newShare = input.x.length === 0 ? 1 : input.placedCount / input.x.length;
  return newShare > 0.5
    ? { timeBudgetMs: 3000, maxIterations: 600, settledShare: 0.0004 }
    : { timeBudgetMs: 1500, maxIterations: 200, settledShare: 0.0004 };
}

export type LayoutProgress = { iterations: number; elapsedMs: number; share: number };

export type LayoutResult = {
  x: Float32Array;
  y: Float32Array;
  iterations: number;
  elapsedMs: number;
  /** True when it stopped because the nodes settled, false when the budget ran out. */
  settled: boolean;
};

const BATCH_ITERATIONS = 20;
/** Iterations before the settle check counts: the first steps of FA2 are small while its speed ramps up. */
const MIN_ITERATIONS = 100;

/**
 * FA2's settings for the graph's size (its own inference), pulled by the log weights of layoutWeightOf. Barnes-Hut
 * from 1,000 nodes, with a coarser theta from 2,000: 1.2 halves an iteration's time at 5,000 nodes (47 to 22 ms
 * here) for a picture the eye does not tell apart.
 */
function settingsOf(order: number) {
  return {
    ...forceAtlas2.inferSettings(order),
    edgeWeightInfluence: 1,
    // Not LinLog: on the demo folder (1,148 entities, 378 links) it spread each industry's entities into a ring
    // around the middle (membership edges 0.087 of the drawing long on average, 0.048 without it).
    linLogMode: false,
    barnesHutOptimize: order > 1000,
    barnesHutTheta: order > 2000 ? 1.2 : 0.6,
  };
}

/** Runs FA2 from the input's places until it settles or the budget runs out; `onProgress` after each batch. */
export function runNetworkLayout(
  input: NetworkLayoutInput,
  budget: LayoutBudget,
  onProgress: (progress: LayoutProgress) => void = () => {},
  now: () => number = () => performance.now(),
): LayoutResult {
  const started = now();
  const order = input.x.length;
  const graph = new Graph<{ x: number; y: number; size: number }, { weight: number }>({
    type: 'undirected',
    multi: false,
    allowSelfLoops: false,
  });
  for (let index = 0; index < order; index++) {
    graph.addNode(String(index), { x: input.x[index]!, y: input.y[index]!, size: input.sizes[index]! });
  }
  for (let index = 0; index < input.sources.length; index++) {
    const source = String(input.sources[index]);
    const target = String(input.targets[index]);
    if (source !== target) graph.mergeEdge(source, target, { weight: input.weights[index]! });
  }
  const x = Float32Array.from(input.x);
  const y = Float32Array.from(input.y);
  let iterations = 0;
  let settled = order < 2 || graph.size === 0;
  const settings = settingsOf(order);
  while (!settled && iterations < budget.maxIterations && now() - started < budget.timeBudgetMs) {
    const batch = Math.min(BATCH_ITERATIONS, budget.maxIterations - iterations);
    forceAtlas2.assign(graph, { iterations: batch, settings, getEdgeWeight: 'weight' });
    iterations += batch;
    let moved = 0;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    graph.forEachNode((key, attributes) => {
      const index = Number(key);
      moved += Math.hypot(attributes.x - x[index]!, attributes.y - y[index]!);
      x[index] = attributes.x;
      y[index] = attributes.y;
      minX = Math.min(minX, attributes.x);
      maxX = Math.max(maxX, attributes.x);
      minY = Math.min(minY, attributes.y);
      maxY = Math.max(maxY, attributes.y);
    });
    const extent = Math.max(1, Math.hypot(maxX - minX, maxY - minY));
    const meanStep = moved / order / batch;
    settled = iterations >= MIN_ITERATIONS && meanStep / extent < budget.settledShare;
    onProgress({
      iterations,
      elapsedMs: now() - started,
      share: Math.min(1, Math.max(iterations / budget.maxIterations, (now() - started) / budget.timeBudgetMs)),
    });
  }
  return { x, y, iterations, elapsedMs: now() - started, settled };
}
