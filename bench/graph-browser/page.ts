// The Industry Network's drawing in Chromium (ADR 0100): a synthetic network laid out by the screen's own layout
// worker and drawn by its own renderer (sigma.js over graphology, apps/web/src/features/knowledge-graph), then panned
// and zoomed by camera animations; the same network and camera path drawn by a naive SVG renderer (one element per
// node and edge, pan and zoom by the root group's transform, as d3-zoom graphs do) is the baseline.
import { DEFAULT_THEME } from '@mantine/core';
import Graph from 'graphology';
import { createGraphCanvasRenderer } from '../../apps/web/src/features/knowledge-graph/lib/graph-canvas-renderer';
import {
  categoryColor,
  categoryColorsOf,
  networkPaletteOf,
} from '../../apps/web/src/features/knowledge-graph/lib/network-colors';
import {
  applyNetworkInSlices,
  layoutInputInSlices,
  type NetworkGraph,
} from '../../apps/web/src/features/knowledge-graph/lib/network-graph';
import { createNetworkLayoutRunner } from '../../apps/web/src/features/knowledge-graph/lib/network-layout-runner';
import { exposeRunBench, median } from '../browser-bench/page-harness';
import { SYNTHETIC_CATEGORIES, syntheticNetwork } from './synthetic-network';

export type RoamFigures = { fps: number; worstFrameMs: number; frames: number };

export type GraphFigures = {
  nodes: number;
  edges: number;
  /** ForceAtlas2 in the worker, as the worker timed it. */
  layoutMs: number;
  layoutIterations: number;
  layoutSettled: boolean;
  /** The longest main-thread task from building the worker's input to its answer (none: 0). */
  layoutLongestTaskMs: number;
  /** From the worker's answer to the first frame: the graph updated, sigma's indexing and first render. */
  firstDrawMs: number;
  firstDrawLongestTaskMs: number;
  /** Of the first draw: the answer applied to the graph, and sigma's refresh (reducers, indexes, buffers). */
  applyMs: number;
  refreshMs: number;
  sigma: RoamFigures;
  /** Sigma's own renders per second while roaming (at most one per frame). */
  sigmaRendersPerSecond: number;
  /** Sigma along the same path with the edges drawn while moving (measured where they would be hidden). */
  sigmaWithEdges: RoamFigures | null;
  /** The naive SVG renderer over the same places and camera path; null where not measured. */
  svg: RoamFigures | null;
  svgFirstDrawMs: number | null;
};

const WIDTH = 900;
const HEIGHT = 580;
/** The benchmark's edges per node: 20,000 for 5,000, the figure. */
const EDGES_PER_NODE = 4;
/** Beyond this the SVG baseline is not drawn: building it alone takes seconds and proves nothing more. */
const SVG_MAX_NODES = 5000;
const MOVE_MS = 500;
/** From this size on, the roam is measured a second time with the edges drawn while moving. */
const EDGES_MOVING_FROM_NODES = 5000;

const theme = { colors: DEFAULT_THEME.colors, primaryColor: 'cyan' };
const palette = networkPaletteOf(theme, false);
const style = { palette, categoryColors: categoryColorsOf(SYNTHETIC_CATEGORIES, palette) };

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** The camera path both renderers follow: pans around the middle, zooming in and out (sigma's camera units). */
function cameraPath(moves: number) {
  return Array.from({ length: moves }, (_, index) => ({
    x: 0.5 + 0.25 * Math.cos(index * 1.3),
    y: 0.5 + 0.25 * Math.sin(index * 1.3),
    ratio: index % 2 === 0 ? 0.35 : 1.1,
  }));
}

function watchLongTasks() {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return () => {
    // Entries of the last task are delivered on the next turn; takeRecords reads them now.
    for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
    observer.disconnect();
    return longest;
  };
}

/** Counts the frames the browser shows while `animate` runs. */
async function countFrames(animate: () => Promise<void>): Promise<RoamFigures> {
  const times: number[] = [];
  let running = true;
  let last = await frame();
  const started = last;
  const loop = (now: number) => {
    times.push(now - last);
    last = now;
    if (running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  await animate();
  running = false;
  const seconds = (last - started) / 1000;
  return { fps: times.length / seconds, worstFrameMs: Math.max(...times), frames: times.length };
}

function makeContainer() {
  const container = document.createElement('div');
  container.style.cssText = `width: ${WIDTH}px; height: ${HEIGHT}px; position: relative`;
  document.body.append(container);
  return container;
}

async function measureSigma(network: ReturnType<typeof syntheticNetwork>, moves: number) {
  const container = makeContainer();
  const graph: NetworkGraph = new Graph({ type: 'undirected', multi: true });
  const renderer = createGraphCanvasRenderer(container, graph, style, {
    onClickNode: () => {},
    onClickStage: () => {},
  });
  const runner = createNetworkLayoutRunner(() => new Worker('/worker.js', { type: 'module' }));

  // Whatever the step before left to do (a removed SVG's layout, its garbage) settles before the watch starts.
  for (let index = 0; index < 10; index++) await frame();
  const stopLayoutWatch = watchLongTasks();
  const layout = await runner.run(await layoutInputInSlices(graph, network));
  const layoutLongestTaskMs = stopLayoutWatch();

  const stopDrawWatch = watchLongTasks();
  const drawStarted = performance.now();
  let applied = 0;
  await renderer.change(async () => {
    await applyNetworkInSlices(graph, network, layout);
    applied = performance.now();
  });
  const refreshed = performance.now();
  await frame();
  const firstDrawMs = performance.now() - drawStarted;
  await frame();
  const firstDrawLongestTaskMs = stopDrawWatch();

  let renders = 0;
  renderer.sigma.on('afterRender', () => renders++);
  const camera = renderer.sigma.getCamera();
  const started = performance.now();
  const sigma = await countFrames(async () => {
    for (const state of cameraPath(moves)) await camera.animate(state, { duration: MOVE_MS, easing: 'quadraticInOut' });
  });
  const sigmaRendersPerSecond = renders / ((performance.now() - started) / 1000);
  // The same path with the edges drawn while the camera moves (what a GPU gets), to show what hiding them buys.
  let withEdges: RoamFigures | null = null;
  if (network.nodes.length >= EDGES_MOVING_FROM_NODES && renderer.sigma.getSetting('hideEdgesOnMove')) {
    renderer.sigma.setSetting('hideEdgesOnMove', false);
    withEdges = await countFrames(async () => {
      for (const state of cameraPath(moves))
        await camera.animate(state, { duration: MOVE_MS, easing: 'quadraticInOut' });
    });
  }
  const places = new Map(graph.mapNodes((node) => [node, renderer.sigma.getNodeDisplayData(node)!] as const));
  renderer.kill();
  runner.dispose();
  container.remove();
  const applyMs = applied - drawStarted;
  const refreshMs = refreshed - applied;
  return {
    layout,
    layoutLongestTaskMs,
    firstDrawMs,
    firstDrawLongestTaskMs,
    applyMs,
    refreshMs,
    sigma,
    sigmaRendersPerSecond,
    withEdges,
    places,
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

/** The baseline: every node a circle and every edge a line in one SVG group, moved by its transform each frame. */
async function measureSvg(
  network: ReturnType<typeof syntheticNetwork>,
  places: Map<string, { x: number; y: number; size: number; color: string }>,
  moves: number,
) {
  const container = makeContainer();
  const drawStarted = performance.now();
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('width', String(WIDTH));
  svg.setAttribute('height', String(HEIGHT));
  const group = document.createElementNS(SVG_NS, 'g');
  // Sigma's framed coordinates (0..1, y up) in a square of the viewport's height, centred.
  const side = HEIGHT;
  const toScreen = (place: { x: number; y: number }) => ({
    x: (WIDTH - side) / 2 + place.x * side,
    y: (1 - place.y) * side,
  });
  for (const edge of network.edges) {
    const source = places.get(edge.source);
    const target = places.get(edge.target);
    if (!source || !target) continue;
    const from = toScreen(source);
    const to = toScreen(target);
    const line = document.createElementNS(SVG_NS, 'line');
    line.setAttribute('x1', String(from.x));
    line.setAttribute('y1', String(from.y));
    line.setAttribute('x2', String(to.x));
    line.setAttribute('y2', String(to.y));
    line.setAttribute(
      'stroke',
      edge.kind === 'membership' ? palette.membershipEdge : categoryColor(edge.category, style.categoryColors, palette),
    );
    line.setAttribute('stroke-width', '1');
    group.append(line);
  }
  for (const place of places.values()) {
    const { x, y } = toScreen(place);
    const circle = document.createElementNS(SVG_NS, 'circle');
    circle.setAttribute('cx', String(x));
    circle.setAttribute('cy', String(y));
    circle.setAttribute('r', String(Math.max(2, place.size / 2)));
    circle.setAttribute('fill', place.color);
    group.append(circle);
  }
  svg.append(group);
  container.append(svg);
  await frame();
  const svgFirstDrawMs = performance.now() - drawStarted;

  let state = { x: 0.5, y: 0.5, ratio: 1 };
  const apply = () => {
    const scale = 1 / state.ratio;
    const centre = toScreen(state);
    group.setAttribute(
      'transform',
      `translate(${WIDTH / 2 - centre.x * scale} ${HEIGHT / 2 - centre.y * scale}) scale(${scale})`,
    );
  };
  const animate = async (target: typeof state) => {
    const from = state;
    const started = performance.now();
    for (;;) {
      const t = Math.min(1, (performance.now() - started) / MOVE_MS);
      const k = easeInOut(t);
      state = {
        x: from.x + (target.x - from.x) * k,
        y: from.y + (target.y - from.y) * k,
        ratio: from.ratio + (target.ratio - from.ratio) * k,
      };
      apply();
      if (t === 1) return;
      await frame();
    }
  };
  const svgFigures = await countFrames(async () => {
    for (const target of cameraPath(moves)) await animate(target);
  });
  container.remove();
  return { svg: svgFigures, svgFirstDrawMs };
}

let warmedUp = false;

async function measure(nodes: number, runs: number): Promise<GraphFigures> {
  // The first size would also pay for compiling sigma's and the layout's code and starting the worker: a small
  // network goes through every step once, unmeasured.
  if (!warmedUp) {
    warmedUp = true;
    const small = syntheticNetwork(200, 800, 5);
    const warm = await measureSigma(small, 2);
    await measureSvg(small, warm.places, 2);
  }
  const network = syntheticNetwork(nodes, nodes * EDGES_PER_NODE);
  const moves = 8;
  const sigmaRuns: Awaited<ReturnType<typeof measureSigma>>[] = [];
  const svgRuns: Awaited<ReturnType<typeof measureSvg>>[] = [];
  for (let run = 0; run < runs; run++) {
    const sigma = await measureSigma(network, moves);
    sigmaRuns.push(sigma);
    if (nodes <= SVG_MAX_NODES) svgRuns.push(await measureSvg(network, sigma.places, moves));
  }
  const middle = <T>(values: T[], key: (value: T) => number) => median(values.map(key));
  const last = sigmaRuns.at(-1)!;
  return {
    nodes: network.nodes.length,
    edges: network.edges.length,
    layoutMs: middle(sigmaRuns, (run) => run.layout.elapsedMs),
    layoutIterations: middle(sigmaRuns, (run) => run.layout.iterations),
    layoutSettled: last.layout.settled,
    layoutLongestTaskMs: Math.max(...sigmaRuns.map((run) => run.layoutLongestTaskMs)),
    firstDrawMs: middle(sigmaRuns, (run) => run.firstDrawMs),
    firstDrawLongestTaskMs: Math.max(...sigmaRuns.map((run) => run.firstDrawLongestTaskMs)),
    applyMs: middle(sigmaRuns, (run) => run.applyMs),
    refreshMs: middle(sigmaRuns, (run) => run.refreshMs),
    sigma: {
      fps: middle(sigmaRuns, (run) => run.sigma.fps),
      worstFrameMs: Math.max(...sigmaRuns.map((run) => run.sigma.worstFrameMs)),
      frames: middle(sigmaRuns, (run) => run.sigma.frames),
    },
    sigmaRendersPerSecond: middle(sigmaRuns, (run) => run.sigmaRendersPerSecond),
    sigmaWithEdges: last.withEdges,
    svg:
      svgRuns.length > 0
        ? {
            fps: middle(svgRuns, (run) => run.svg.fps),
            worstFrameMs: Math.max(...svgRuns.map((run) => run.svg.worstFrameMs)),
            frames: middle(svgRuns, (run) => run.svg.frames),
          }
        : null,
    svgFirstDrawMs: svgRuns.length > 0 ? middle(svgRuns, (run) => run.svgFirstDrawMs) : null,
  };
}

exposeRunBench(measure);
