import type { TimelineSignal } from '@argus/contract';
import { ScatterChart, type ScatterSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type MarkAreaComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CHART_COLORS } from '../../../components/chart/echart';
import type { Convergence } from './find-convergences';
import type { Lane, LaneSeries } from './timeline-lanes';

// The Converging Timelines' swimlanes as an ECharts option (ADR 0101): a time axis over the window, one lane per entity
// on a value axis (so that a converging band can cover exactly the lanes it joins), a scatter series per category, and
// the converging windows as marked areas. Registered here, so that only this screen's lazy chunk carries them.
echarts.use([ScatterChart, GridComponent, LegendComponent, MarkAreaComponent]);

export type TimelineChartOption = echarts.ComposeOption<
  ScatterSeriesOption | GridComponentOption | LegendComponentOption | MarkAreaComponentOption | TooltipComponentOption
>;

/** The symbols of the two roles: a dot for a signal about the entity, a diamond for one naming it. */
export const ROLE_SYMBOLS = { subject: 'circle', named: 'diamond' } as const;
export const CONVERGENCE_SERIES = 'Converging windows';
const BAND_COLOR = 'rgba(250, 176, 5, 0.14)';
const BAND_BORDER = 'rgba(250, 176, 5, 0.75)';
/** Mantine's orange 8: a ring that reads on both themes and on the band. */
const RING_COLOR = '#e8590c';

/** A point's data as the chart hands it back on a click. */
export type TimelinePointData = { signalIndex: number };

/** The chart's height for this many lanes: room for each lane's two rows of points, the legend and the time axis. */
export const timelineChartHeight = (lanes: number) => 96 + 72 * lanes;

type TimelineChartInput = {
  window: { from: string; to: string };
  lanes: readonly Lane[];
  series: readonly LaneSeries[];
  signals: readonly TimelineSignal[];
  convergences: readonly Convergence[];
  /** Every category in a fixed order, so that each keeps its colour (the screen's categories; others follow). */
  categoryOrder: readonly string[];
  /** A narrow screen: shorter lane names, so that the lanes keep most of the width. */
  compact: boolean;
};

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

export function timelineChartOption(input: TimelineChartInput): TimelineChartOption {
  const { lanes, signals } = input;
  const encode = echarts.format.encodeHTML;
  const laneOf = new Map(lanes.map((lane, index) => [lane.entityId, index]));
  const colorOf = categoryColors(
    input.categoryOrder,
    input.series.map(({ category }) => category),
  );

  const signalTooltip = (params: unknown) => {
    const data = (params as { data?: Partial<TimelinePointData> }).data;
    const signal = data?.signalIndex === undefined ? undefined : signals[data.signalIndex];
    if (!signal) return '';
    const lane = lanes[laneOf.get(signal.entityId) ?? -1];
    return (
      `<b>${encode(signal.title ?? signal.eventType)}</b><br/>${signal.publishDate.slice(0, 10)} · ${encode(signal.eventType)}` +
      `<br/>${signal.role === 'subject' ? 'About' : 'Names'} ${encode(lane?.name ?? '')}`
    );
  };

  // A band spans the lanes between those it joins: the converging signals themselves are ringed.
  const converging = new Set(input.convergences.flatMap(({ signalIds }) => signalIds));
  const pointSeries: ScatterSeriesOption[] = input.series.map(({ category, points }) => ({
    type: 'scatter',
    name: category,
    itemStyle: { color: colorOf.get(category), opacity: 0.85 },
    symbolSize: 10,
    data: points.map((point) => ({
      value: point.value,
      signalIndex: point.signalIndex,
      symbol: ROLE_SYMBOLS[point.role],
      ...(converging.has(signals[point.signalIndex]?.id ?? '')
        ? { itemStyle: { borderColor: RING_COLOR, borderWidth: 2, opacity: 1 } }
        : {}),
    })),
    tooltip: { formatter: signalTooltip },
    emphasis: { scale: 1.6 },
  }));

  const bands = input.convergences.map((convergence) => {
    const joined = convergence.entityIds.map((id) => laneOf.get(id) ?? 0);
    const names = convergence.entityIds.map((id) => lanes[laneOf.get(id) ?? -1]?.name ?? '');
    const dates =
      convergence.first === convergence.last ? convergence.first : `${convergence.first} to ${convergence.last}`;
    return [
      {
        name: convergence.eventType,
        xAxis: dayStart(convergence.first),
        yAxis: Math.min(...joined) - 0.45,
        // The band's tooltip (a marked area takes its first point's).
        tooltip: {
          formatter: () =>
            `<b>${encode(convergence.eventType)}</b> converging<br/>${dates}<br/>${names.map(encode).join(', ')}`,
        },
      },
      { xAxis: dayStart(convergence.last) + DAY_MS, yAxis: Math.max(...joined) + 0.45 },
    ];
  });

  return {
    grid: { left: input.compact ? 0 : 8, right: input.compact ? 8 : 16, top: 40, bottom: 8, containLabel: true },
    tooltip: { trigger: 'item', confine: true },
    legend: { top: 0, type: 'scroll' },
    xAxis: {
      type: 'time',
      min: dayStart(input.window.from),
      max: dayStart(input.window.to) + DAY_MS,
      splitLine: { show: false },
      // At the foot of the chart, not on lane 0's line.
      axisLine: { onZero: false },
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      inverse: true,
      min: -0.5,
      max: Math.max(lanes.length, 1) - 0.5,
      interval: 1,
      axisTick: { show: false },
      axisLine: { show: false },
      splitLine: { show: true, lineStyle: { type: 'dashed', opacity: 0.5 } },
      // The grid lines (every 1 from -0.5) part the lanes; each name sits on its lane's middle.
      axisLabel: {
        customValues: lanes.map((_, index) => index),
        width: input.compact ? 72 : 130,
        fontSize: input.compact ? 10 : 12,
        overflow: 'truncate',
        formatter: (value: number) => lanes[Math.round(value)]?.name ?? '',
      },
    },
    series: [
      ...pointSeries,
      {
        type: 'scatter',
        name: CONVERGENCE_SERIES,
        data: [],
        itemStyle: { color: BAND_BORDER },
        markArea: {
          itemStyle: { color: BAND_COLOR, borderColor: BAND_BORDER, borderWidth: 1 },
          label: { show: false },
          emphasis: { label: { show: false } },
          // Behind the points, which stay clickable.
          z: 1,
          data: bands as NonNullable<MarkAreaComponentOption['data']>,
        },
        z: 1,
      },
    ],
  };
}

/** Each category's colour: by its place among every category, the others after them, Uncategorised last. */
function categoryColors(order: readonly string[], shown: readonly string[]): Map<string, string> {
  const all = [...order, ...shown.filter((category) => !order.includes(category))];
  return new Map(all.map((category, index) => [category, CHART_COLORS[index % CHART_COLORS.length]!]));
}
