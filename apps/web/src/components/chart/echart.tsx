import { useComputedColorScheme } from '@mantine/core';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option';
import { whenNearViewport } from '../../lib/when-near-viewport';
import { drawInTurn } from './draw-queue';

// The one wrapper of Apache ECharts (architecture brief): the canvas and tooltips here; each screen registers the
// charts it draws (overview-chart-options.ts, world-map.tsx), so that a screen's chunk carries only its own.
echarts.use([TooltipComponent, CanvasRenderer]);

/** What a click on a bar, a slice, a point or a region names: its name, its series, its place and its data item. */
export type ChartItem = { name: string; seriesName?: string; dataIndex: number; data?: unknown };

/** Mantine's palette at shade 6: each colour reads on the light and the dark background alike. */
export const CHART_COLORS = [
  '#228be6',
  '#12b886',
  '#fd7e14',
  '#be4bdb',
  '#fa5252',
  '#fab005',
  '#15aabf',
  '#82c91e',
  '#e64980',
  '#4c6ef5',
  '#868e96',
];

type EChartProps = {
  /** A new option replaces the series it names and merges the rest. */
  option: ChartOption | echarts.EChartsCoreOption;
  height: number;
  /** What the chart shows, for screen readers (the table view holds the figures). */
  label: string;
  onItemClick?: (item: ChartItem) => void;
  /** The chart instance once drawn (null when it goes), for a screen that updates it itself (the Map's clusters). */
  onChart?: (chart: echarts.ECharts | null) => void;
};

type ClickParams = { name?: string; seriesName?: string; dataIndex?: number; data?: unknown };

/**
 * An ECharts canvas that follows the colour scheme (ECharts' own dark theme on a transparent background, so the
 * card's colour shows through) and resizes with its container.
 */
export function EChart({ option, height, label, onItemClick, onChart }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const scheme = useComputedColorScheme('light');
  const latestOption = useRef(option);
  latestOption.current = option;
  const latestOnChart = useRef(onChart);
  latestOnChart.current = onChart;
  const latestOnItemClick = useRef(onItemClick);
  latestOnItemClick.current = onItemClick;
  /** The option the chart shows; null until its first drawing. */
  const drawn = useRef<EChartProps['option'] | null>(null);
  /** Whether the chart's axes and legend are drawn, before its first series. */
  const framed = useRef(false);
  /** The page's font, read from the container as the chart starts (see `themed`). */
  const fontFamily = useRef('sans-serif');

  /** Queues a drawing of the latest option (draw-queue.ts): one task per chart, nothing drawn twice. */
  const drawLatest = (instance: echarts.ECharts) =>
    drawInTurn(function draw() {
      const latest = latestOption.current;
      if (instance.isDisposed() || latest === drawn.current) return;
      const first = drawn.current === null;
      if (first && !framed.current && 'series' in latest) {
        // A chart's first drawing runs most of ECharts' code for the first time (75-125 ms, in one task): its axes,
        // grid and legend are drawn first, its series in the next task (ADR 0120).
        framed.current = true;
        instance.setOption(themed({ ...latest, series: [] }, fontFamily.current));
        drawInTurn(draw);
        return;
      }
      // A later option replaces the series it names and merges the rest: the map's points, which it sets itself, and
      // its pan and zoom stay unless the option names them.
      instance.setOption(
        themed(latest, fontFamily.current),
        first || !('series' in latest) ? undefined : { replaceMerge: ['series'] },
      );
      drawn.current = latest;
      // The screen hears of the chart once it shows its first option.
      if (first) latestOnChart.current?.(instance);
    });

  useEffect(() => {
    const element = container.current!;
    let instance: echarts.ECharts | null = null;
    let resize: ResizeObserver | null = null;
    // ECharts reads its container's size as it starts: in the observer's report the layout is done, where React's
    // commit would lay out the whole new screen (ADR 0119); and a chart below the fold starts only when scrolled near
    // (ADR 0143): its first drawing is 75-125 ms of main thread on this machine, several times that on a slow one.
    const cancelStart = whenNearViewport(element, () => {
      fontFamily.current = getComputedStyle(element).fontFamily;
      const started = echarts.init(element, scheme === 'dark' ? 'dark' : undefined);
      instance = started;
      chart.current = started;
      drawn.current = null;
      framed.current = false;
      drawLatest(started);
      started.on('click', (params) => {
        const { name, seriesName, dataIndex, data } = params as ClickParams;
        latestOnItemClick.current?.({ name: name ?? '', seriesName, dataIndex: dataIndex ?? 0, data });
      });
      resize = new ResizeObserver(() => started.resize());
      resize.observe(element);
    });
    return () => {
      cancelStart();
      resize?.disconnect();
      if (instance) {
        latestOnChart.current?.(null);
        instance.dispose();
      }
      chart.current = null;
    };
  }, [scheme]);

  useEffect(() => {
    if (chart.current) drawLatest(chart.current);
  }, [option]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      style={{ height, width: '100%', cursor: onItemClick ? 'pointer' : undefined }}
    />
  );
}

// No animation: each of its frames draws the whole canvas again (50-60 ms a frame for the Overview's timeline on this
// machine), and a console's figures are read, not watched (ADR 0119). The text in the page's font by its names: a
// canvas takes no CSS keyword, and `inherit` left every label in the canvas's default, 10px sans-serif.
function themed(option: EChartProps['option'], fontFamily: string): EChartProps['option'] {
  return {
    backgroundColor: 'transparent',
    color: CHART_COLORS,
    textStyle: { fontFamily },
    animation: false,
    ...option,
  };
}
