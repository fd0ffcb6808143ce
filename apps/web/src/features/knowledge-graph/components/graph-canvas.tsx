import type { GraphNetwork } from '@argus/contract';
import { Box, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import Graph from 'graphology';
import { useEffect, useRef, useState } from 'react';
import { countText } from '../../../lib/count-text';
import {
  createGraphCanvasRenderer,
  type CoveredEdges,
  type GraphCanvasRenderer,
  type GraphCanvasStyle,
} from '../lib/graph-canvas-renderer';
import { applyNetworkInSlices, layoutInputInSlices, type NetworkGraph } from '../lib/network-graph';
import { createNetworkLayoutRunner, LayoutReplacedError } from '../lib/network-layout-runner';

type GraphCanvasProps = {
  /** The answer to draw; a new one is laid out from the places of the one before. */
  network: GraphNetwork;
  style: GraphCanvasStyle;
  /** The focused node (the side panel's entity): lit, labelled, and the camera goes to it. */
  focused: string | null;
  onSelect: (node: string | null) => void;
  height: number;
  /** Pixels of the window's right and bottom edges that a drawer covers: the focused node is placed beside it. */
  drawer?: CoveredEdges;
  /** Called when a layout fails (the worker could not run). */
  onError?: (error: Error) => void;
};

type Phase =
  | { state: 'laying-out'; share: number }
  | { state: 'ready'; nodes: number; edges: number; layoutMs: number };

/**
 * The Industry Network's WebGL canvas (sigma.js on one graphology graph for the screen's life). Each answer is laid
 * out in the layout worker, then applied to the graph in one go; until then the previous picture stays, dimmed under
 * a progress bar. `data-state` (`laying-out` | `ready`) and `data-nodes`/`data-edges` tell tests what is drawn, since
 * WebGL pixels cannot be asserted; the renderer adds what its last frame labelled (`data-labels`,
 * `data-industry-labels`, `data-label-overlaps`, ADR 0130).
 */
export function GraphCanvas({ network, style, focused, onSelect, height, drawer, onError }: GraphCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const graphRef = useRef<NetworkGraph>(null);
  const rendererRef = useRef<GraphCanvasRenderer>(null);
  const [phase, setPhase] = useState<Phase>({ state: 'laying-out', share: 0 });
  // Handlers and focus read through refs: the renderer is made once, the props change.
  const latest = useRef({ onSelect, onError, focused, style, drawer });
  latest.current = { onSelect, onError, focused, style, drawer };
  /** How much of the canvas the drawer hides now. */
  const covered = (): CoveredEdges => {
    const box = containerRef.current?.getBoundingClientRect();
    const reserved = latest.current.drawer;
    if (!box || !reserved) return { right: 0, bottom: 0 };
    return {
      right: Math.max(0, Math.min(box.width, box.right - (window.innerWidth - reserved.right))),
      bottom: Math.max(0, Math.min(box.height, box.bottom - (window.innerHeight - reserved.bottom))),
    };
  };

  useEffect(() => {
    const graph: NetworkGraph = new Graph({ type: 'undirected', multi: true, allowSelfLoops: false });
    const renderer = createGraphCanvasRenderer(containerRef.current!, graph, latest.current.style, {
      onClickNode: (node) => latest.current.onSelect(node),
      onClickStage: () => latest.current.onSelect(null),
    });
    graphRef.current = graph;
    rendererRef.current = renderer;
    const resize = new ResizeObserver(() => renderer.sigma.refresh({ skipIndexation: true }));
    resize.observe(containerRef.current!);
    return () => {
      resize.disconnect();
      renderer.kill();
      rendererRef.current = null;
      graphRef.current = null;
    };
  }, []);

  const runnerRef = useRef<ReturnType<typeof createNetworkLayoutRunner>>(null);
  useEffect(() => {
    const runner = createNetworkLayoutRunner();
    runnerRef.current = runner;
    return () => runner.dispose();
  }, []);

  useEffect(() => {
    const graph = graphRef.current;
    const runner = runnerRef.current;
    if (!graph || !runner) return;
    let current = true;
    setPhase({ state: 'laying-out', share: 0 });
    layoutInputInSlices(graph, network)
      .then((input) => {
        if (!current) throw new LayoutReplacedError();
        return runner.run(input, ({ share }) => {
          if (current) setPhase({ state: 'laying-out', share });
        });
      })
      .then(async (result) => {
        const renderer = rendererRef.current;
        if (!current || !renderer) return;
        let applied = false;
        await renderer.change(async () => {
          applied = await applyNetworkInSlices(graph, network, result, () => current);
        });
        if (!applied || !current) return;
        const target = latest.current.focused;
        renderer.setFocused(target && graph.hasNode(target) ? target : null);
        // The drawing's frame follows the new places: show all of it, or go to the focused node once it is drawn.
        renderer.sigma.getCamera().setState({ x: 0.5, y: 0.5, ratio: 1, angle: 0 });
        if (target && graph.hasNode(target)) void renderer.moveTo(target, covered());
        setPhase({ state: 'ready', nodes: graph.order, edges: graph.size, layoutMs: Math.round(result.elapsedMs) });
      })
      .catch((error: Error) => {
        if (current && !(error instanceof LayoutReplacedError)) latest.current.onError?.(error);
      });
    return () => {
      current = false;
    };
  }, [network]);

  useEffect(() => {
    rendererRef.current?.setStyle(style);
  }, [style]);

  const ready = phase.state === 'ready';
  useEffect(() => {
    const renderer = rendererRef.current;
    const graph = graphRef.current;
    if (!ready || !renderer || !graph) return;
    const target = focused && graph.hasNode(focused) ? focused : null;
    renderer.setFocused(target);
    if (target) void renderer.moveTo(target, covered());
  }, [focused, ready]);

  return (
    <Box pos="relative" h={height}>
      <div
        ref={containerRef}
        data-testid="network-canvas"
        data-state={phase.state}
        data-nodes={ready ? phase.nodes : undefined}
        data-edges={ready ? phase.edges : undefined}
        data-layout-ms={ready ? phase.layoutMs : undefined}
        role="img"
        aria-label={
          ready
            ? `Network of ${countText(phase.nodes, 'node')} and ${countText(phase.edges, 'link')}`
            : 'Network being laid out'
        }
        style={{ position: 'absolute', inset: 0, opacity: ready ? 1 : 0.35, transition: 'opacity 150ms' }}
      />
      {phase.state === 'laying-out' ? (
        <Stack pos="absolute" inset={0} justify="center" align="center" gap="xs" style={{ pointerEvents: 'none' }}>
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Laying out {countText(network.nodes.length, 'node')}…</Text>
          </Group>
          {/* The name goes on the section: it is the progressbar; the root is only its track. */}
          <Progress.Root w={200} size="sm">
            <Progress.Section value={phase.share * 100} aria-label="Layout progress" />
          </Progress.Root>
        </Stack>
      ) : null}
    </Box>
  );
}
