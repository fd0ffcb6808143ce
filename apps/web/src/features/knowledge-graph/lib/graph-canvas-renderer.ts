import Sigma from 'sigma';
import { NodePointProgram } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData } from 'sigma/types';
import {
  countOverlaps,
  createLabelPlacement,
  labelBoxAt,
  placeLabels,
  type LabelBox,
  type LabelCandidate,
} from './label-layout';
import { categoryColor, type NetworkPalette } from './network-colors';
import type { NetworkEdgeAttributes, NetworkGraph, NetworkNodeAttributes } from './network-graph';

// The Industry Network drawn by sigma.js (WebGL) over the screen's one graphology graph (ADR 0100). Plain TypeScript
// without React, so that the benchmark draws through the very same code. Colours come from the theme's palette and
// are applied by the reducers, so a theme change recolours without touching the graph.

export type GraphCanvasStyle = { palette: NetworkPalette; categoryColors: ReadonlyMap<string, string> };

export type GraphCanvasRenderer = {
  sigma: Sigma<NetworkNodeAttributes, NetworkEdgeAttributes>;
  setStyle: (style: GraphCanvasStyle) => void;
  /** The node whose neighbourhood stays lit and whose label shows (the side panel's entity), or none. */
  setFocused: (node: string | null) => void;
  /**
   * Moves the camera onto a node (animated), closer in when it is far out. `covered`: pixels of the canvas's right
   * and bottom edges that a drawer hides; the node is centred in what stays visible.
   */
  moveTo: (node: string, covered?: CoveredEdges, durationMs?: number) => Promise<void>;
  /**
   * Changes the graph while sigma is detached from it (its listeners would redo their work for each of 25,000
   * changes), then draws it whole once; the motion settings follow the graph's new size.
   */
  change: (apply: () => Promise<unknown> | void) => Promise<void>;
  /** Shows the whole graph. */
  showAll: (durationMs?: number) => Promise<void>;
  kill: () => void;
};

export type CoveredEdges = { right: number; bottom: number };

type Handlers = { onClickNode: (node: string) => void; onClickStage: () => void };

const LABEL_FONT = 'Inter, ui-sans-serif, system-ui, sans-serif';
const FOCUS_RATIO = 0.25;
/**
 * Edges are most of a frame's pixels. A software renderer (no GPU: SwiftShader, llvmpipe) draws 20,000 of them at
 * a few frames per second, so there edges hide while the camera moves and return when it stops (ADR 0100); a GPU
 * draws them moving up to this many.
 */
const EDGES_DRAWN_MOVING_ON_A_GPU = 50_000;

let softwareRenderer: boolean | undefined;

/** Whether WebGL runs without a GPU here, read once from the renderer's name. */
export function isSoftwareWebGL(): boolean {
  if (softwareRenderer !== undefined) return softwareRenderer;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = gl ? String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : '';
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    softwareRenderer = /swiftshader|llvmpipe|softpipe|software/i.test(name);
  } catch {
    softwareRenderer = false;
  }
  return softwareRenderer;
}

export const hidesEdgesOnMove = (edges: number, software: boolean) =>
  software ? edges > 500 : edges > EDGES_DRAWN_MOVING_ON_A_GPU;

/** A #rrggbb colour at 70 % opacity (sigma reads #rrggbbaa); other notations as they are. */
const translucent = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? `${color}b3` : color);

/** A hovered or focused node's label on a box of the theme's background, so it reads in light and dark mode. */
function labelBoxDrawer(getPalette: () => NetworkPalette) {
  return (
    context: CanvasRenderingContext2D,
    data: { x: number; y: number; size: number; label?: string | null; color: string },
    settings: { labelSize: number; labelFont: string; labelWeight: string },
  ) => {
    const palette = getPalette();
    const fontSize = settings.labelSize + 1;
    context.font = `600 ${fontSize}px ${settings.labelFont}`;
    const padding = 4;
    context.shadowColor = palette.dark ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.25)';
    context.shadowBlur = 6;
    context.fillStyle = palette.labelBackground;
    const left = data.x + data.size + 3;
    if (data.label) {
      const width = context.measureText(data.label).width + 2 * padding;
      context.beginPath();
      context.roundRect(left - padding, data.y - fontSize / 2 - padding, width, fontSize + 2 * padding, 4);
      context.fill();
    }
    context.beginPath();
    context.arc(data.x, data.y, data.size + 2, 0, Math.PI * 2);
    context.fill();
    context.shadowBlur = 0;
    if (data.label) {
      context.fillStyle = palette.label;
      context.textBaseline = 'middle';
      context.fillText(data.label, left, data.y);
    }
  };
}

/** What the canvas's container says of the last frame's labels, for the journeys (pixels cannot be asserted). */
export type LabelReport = { labels: number; industries: number; industriesShown: number; overlaps: number };

type LabelSettings = { labelSize: number; labelFont: string; labelWeight: string; labelColor: { color?: string } };
type LabelData = { key: string; x: number; y: number; size: number; label?: string | null };

export function createGraphCanvasRenderer(
  container: HTMLElement,
  graph: NetworkGraph,
  initialStyle: GraphCanvasStyle,
  handlers: Handlers,
): GraphCanvasRenderer {
  let style = initialStyle;
  // What sigma shows while the graph changes: nothing, for the few tasks the change takes.
  const detached = graph.nullCopy();
  let hovered: string | null = null;
  let focused: string | null = null;
  // The lit neighbourhood: the hovered node's if any, else the focused node's.
  let lit: Set<string> | null = null;

  const relight = () => {
    const centre = hovered ?? focused;
    lit = centre && graph.hasNode(centre) ? new Set([centre, ...graph.neighbors(centre)]) : null;
  };

  const nodeReducer = (node: string, attributes: NetworkNodeAttributes): Partial<NodeDisplayData> => {
    const { palette } = style;
    const base =
      attributes.kind === 'industry' ? palette.industry : attributes.monitored ? palette.monitored : palette.named;
    const display: Partial<NodeDisplayData> = {
      x: attributes.x,
      y: attributes.y,
      size: attributes.size,
      label: attributes.label,
      color: base,
      // Industries are the landmarks: their names show wherever they cover no other (ADR 0130, placeFrameLabels).
      forceLabel: attributes.kind === 'industry',
      zIndex: attributes.kind === 'industry' ? 2 : 1,
    };
    if (node === focused) return { ...display, highlighted: true, forceLabel: true, zIndex: 3, color: palette.focus };
    if (lit && !lit.has(node))
      return { ...display, color: palette.dimmedNode, label: null, forceLabel: false, zIndex: 0 };
    if (lit) return { ...display, forceLabel: true, zIndex: 3 };
    return display;
  };

  const edgeReducer = (edge: string, attributes: NetworkEdgeAttributes): Partial<EdgeDisplayData> => {
    const { palette, categoryColors } = style;
    const color =
      attributes.kind === 'membership'
        ? palette.membershipEdge
        : categoryColor(attributes.category, categoryColors, palette);
    if (lit) {
      // Lit: the edges of the centre itself, not those between two of its neighbours.
      const centre = hovered ?? focused;
      if (graph.source(edge) !== centre && graph.target(edge) !== centre) {
        return { color: palette.dimmedEdge, size: Math.min(attributes.size, 0.5), zIndex: 0 };
      }
      return { color, size: attributes.size + 0.5, zIndex: 2 };
    }
    // At rest links are slightly see-through, so crossings read as crossings rather than as a blot of colour.
    return { color: translucent(color), size: attributes.size, zIndex: attributes.kind === 'membership' ? 0 : 1 };
  };

  // Labels (ADR 0130): each frame places the industries' labels first, most entities first, where they cover no
  // label placed before; every other label sigma picks is drawn only where it covers none (label-layout.ts).
  let industries: string[] = [];
  const collectIndustries = () => {
    industries = graph.filterNodes((_, attributes) => attributes.kind === 'industry');
  };
  let placement = createLabelPlacement();
  let shownIndustries = new Set<string>();
  let drawnLabels: LabelBox[] = [];
  const widths = new Map<string, number>();
  let measuring: CanvasRenderingContext2D | null | undefined;
  const textWidth = (text: string, font: string, fontSize: number) => {
    const key = `${font}\u001f${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      measuring ??= document.createElement('canvas').getContext('2d');
      if (measuring) measuring.font = font;
      // Without a 2D context (a test's DOM), an average letter's width.
      width = measuring ? measuring.measureText(text).width : text.length * fontSize * 0.6;
      widths.set(key, width);
    }
    return width;
  };
  const labelFontOf = (settings: Pick<LabelSettings, 'labelWeight' | 'labelSize' | 'labelFont'>) =>
    `${settings.labelWeight} ${settings.labelSize}px ${settings.labelFont}`;
  // Placed once a frame, at its first label: sigma processes a changed graph within the frame, after beforeRender.
  let framePlaced = false;
  const placeFrameLabels = () => {
    if (framePlaced) return;
    framePlaced = true;
    placement = createLabelPlacement();
    const fontSize = sigma.getSetting('labelSize');
    const font = labelFontOf({
      labelWeight: sigma.getSetting('labelWeight'),
      labelSize: fontSize,
      labelFont: sigma.getSetting('labelFont'),
    });
    const { width, height } = sigma.getDimensions();
    const boxOf = (node: string): LabelBox | null => {
      const data = sigma.getNodeDisplayData(node);
      if (!data || data.hidden || !data.label) return null;
      const { x, y } = sigma.framedGraphToViewport(data);
      if (x < -50 || x > width + 50 || y < -20 || y > height + 20) return null;
      return labelBoxAt({ x, y, size: sigma.scaleSize(data.size) }, textWidth(data.label, font, fontSize), fontSize);
    };
    // The hovered and focused nodes' labels always show (on the hover layer): nothing is placed over them.
    const first = [hovered, focused].filter((node): node is string => node !== null && graph.hasNode(node));
    for (const node of first) {
      if (graph.getNodeAttribute(node, 'kind') === 'industry') continue;
      const box = boxOf(node);
      if (box) placement.place(box);
    }
    const candidates: LabelCandidate[] = [];
    for (const node of industries) {
      if (!graph.hasNode(node)) continue;
      const box = boxOf(node);
      if (box) candidates.push({ id: node, box, priority: graph.getNodeAttribute(node, 'count') });
    }
    shownIndustries = placeLabels(placement, candidates, first);
  };
  const drawLabel = (context: CanvasRenderingContext2D, data: LabelData, settings: LabelSettings) => {
    if (!data.label) return;
    placeFrameLabels();
    const font = labelFontOf(settings);
    const box = labelBoxAt(data, textWidth(data.label, font, settings.labelSize), settings.labelSize);
    const industry = graph.hasNode(data.key) && graph.getNodeAttribute(data.key, 'kind') === 'industry';
    if (industry ? !shownIndustries.has(data.key) : !placement.place(box)) return;
    drawnLabels.push(box);
    context.fillStyle = settings.labelColor.color ?? style.palette.label;
    context.font = font;
    context.fillText(data.label, data.x + data.size + 3, data.y + settings.labelSize / 3);
  };
  const reportLabels = () => {
    placeFrameLabels();
    const report: LabelReport = {
      labels: drawnLabels.length,
      industries: industries.length,
      industriesShown: shownIndustries.size,
      overlaps: countOverlaps(drawnLabels),
    };
    container.dataset.labels = String(report.labels);
    container.dataset.industryLabels = `${report.industriesShown}/${report.industries}`;
    container.dataset.labelOverlaps = String(report.overlaps);
  };

  const sigma = new Sigma<NetworkNodeAttributes, NetworkEdgeAttributes>(graph, container, {
    nodeReducer,
    edgeReducer,
    zIndex: true,
    // Nodes as WebGL points: one vertex each instead of an instanced triangle, the same antialiased disc, and about
    // 7 times the frame rate of the circle program on a software renderer (bench/graph-browser).
    defaultNodeType: 'point',
    nodeProgramClasses: { point: NodePointProgram },
    hideEdgesOnMove: hidesEdgesOnMove(graph.size, isSoftwareWebGL()),
    labelFont: LABEL_FONT,
    labelSize: 12,
    labelWeight: '500',
    labelColor: { color: style.palette.label },
    // Fewer labels than sigma's default: 5,000 names at once are noise, the search finds the rest.
    labelDensity: 0.5,
    labelGridCellSize: 120,
    labelRenderedSizeThreshold: 7,
    defaultDrawNodeHover: labelBoxDrawer(() => style.palette),
    defaultDrawNodeLabel: drawLabel as never,
    minCameraRatio: 0.02,
    maxCameraRatio: 4,
    // A node keeps its screen size as the camera zooms in, slightly growing, so a zoomed-in cluster is readable.
    zoomToSizeRatioFunction: (ratio) => Math.sqrt(ratio),
    allowInvalidContainer: true,
  });

  sigma.on('beforeRender', () => {
    framePlaced = false;
    drawnLabels = [];
  });
  sigma.on('afterRender', reportLabels);

  sigma.on('enterNode', ({ node }) => {
    hovered = node;
    relight();
    sigma.refresh({ skipIndexation: true });
    container.style.cursor = 'pointer';
  });
  sigma.on('leaveNode', () => {
    hovered = null;
    relight();
    sigma.refresh({ skipIndexation: true });
    container.style.cursor = '';
  });
  sigma.on('clickNode', ({ node }) => handlers.onClickNode(node));
  sigma.on('clickStage', () => handlers.onClickStage());
  // Nodes come and go with filter changes: the lit neighbourhood is worked out again on the new graph.
  const onGraphChange = () => relight();
  graph.on('nodeDropped', onGraphChange);
  graph.on('edgeAdded', onGraphChange);

  const moveTo = async (node: string, covered: CoveredEdges = { right: 0, bottom: 0 }, durationMs = 600) => {
    const data = sigma.getNodeDisplayData(node);
    if (!data) return;
    const camera = sigma.getCamera();
    const target = { ...camera.getState(), x: data.x, y: data.y, ratio: Math.min(camera.ratio, FOCUS_RATIO) };
    // The camera's centre moves right and down by half the hidden strips, so the node sits mid-way in the rest.
    const { width, height } = sigma.getDimensions();
    const middle = sigma.viewportToFramedGraph({ x: width / 2, y: height / 2 }, { cameraState: target });
    const shifted = sigma.viewportToFramedGraph(
      { x: width / 2 + covered.right / 2, y: height / 2 + covered.bottom / 2 },
      { cameraState: target },
    );
    await camera.animate(
      { ...target, x: data.x + shifted.x - middle.x, y: data.y + shifted.y - middle.y },
      { duration: durationMs },
    );
  };

  return {
    sigma,
    setStyle: (next) => {
      style = next;
      sigma.setSetting('labelColor', { color: next.palette.label });
      sigma.refresh({ skipIndexation: true });
    },
    setFocused: (node) => {
      if (node === focused) return;
      focused = node;
      relight();
      sigma.refresh({ skipIndexation: true });
    },
    moveTo,
    change: async (apply) => {
      sigma.setGraph(detached);
      try {
        await apply();
      } finally {
        relight();
        collectIndustries();
        sigma.setSetting('hideEdgesOnMove', hidesEdgesOnMove(graph.size, isSoftwareWebGL()));
        sigma.setGraph(graph);
      }
    },
    showAll: (durationMs = 400) => sigma.getCamera().animatedReset({ duration: durationMs }),
    kill: () => {
      graph.off('nodeDropped', onGraphChange);
      graph.off('edgeAdded', onGraphChange);
      sigma.kill();
    },
  };
}
