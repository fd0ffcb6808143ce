import { UNCATEGORISED, type OverviewBucket, type SignalOverview } from '@argus/contract';
import type { Ranked } from '@argus/filtering';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ChartOption } from '../../../components/chart/chart-option';
import { periodLabel } from './overview-periods';
import { formatCount } from '../../../lib/format-count';

// The Overview's charts as ECharts options, apart from the cards so that the Overview benchmark draws
// exactly what the screen draws. The charts and components they use are registered here, with them.
echarts.use([BarChart, PieChart, GridComponent, LegendComponent]);

/** The categories in a fixed order (Uncategorised last), so that each keeps its colour as the figures change. */
function categoriesOf(timeline: SignalOverview['timeline']): string[] {
  const names = [...new Set(timeline.map((cell) => cell.category))].sort();
  return [...names.filter((name) => name !== UNCATEGORISED), ...names.filter((name) => name === UNCATEGORISED)];
}

/** How many periods to pass over between two named ones on the time axis: about ten names in all. */
const TIME_AXIS_NAMES = 10;
const labelInterval = (periods: number) => Math.max(0, Math.ceil(periods / TIME_AXIS_NAMES) - 1);

/** Signals over time: one stacked bar per period (`periods`, every one of the range), a series per category. */
export function timelineChartOption(
  timeline: SignalOverview['timeline'],
  periods: readonly string[],
  bucket: OverviewBucket,
  withYear: boolean,
): ChartOption {
  const position = new Map(periods.map((period, index) => [period, index]));
  const series = categoriesOf(timeline).map((category) => {
    const data = new Array<number>(periods.length).fill(0);
    for (const cell of timeline) {
      if (cell.category === category) data[position.get(cell.period) ?? 0] = cell.count;
    }
    return { type: 'bar' as const, name: category, stack: 'signals', data, barMaxWidth: 28 };
  });
  return {
    grid: { left: 8, right: 8, top: 8, bottom: 48, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, type: 'scroll' },
    xAxis: {
      type: 'category',
      data: periods.map((period) => periodLabel(period, bucket, withYear)),
      // Every n-th period named, so that about ten names show: left to ECharts, it measures every name on each drawing
      // to find which fit, the largest part of the first drawing (ADR 0119). On a phone's width even ten overlap: of
      // those, the ones that would touch their neighbour are left out.
      axisLabel: { interval: labelInterval(periods.length), hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}

/** A top list as horizontal bars, most frequent on top. */
export function rankedChartOption(ranked: readonly Ranked[]): ChartOption {
  const bottomUp = [...ranked].reverse();
  return {
    grid: { left: 8, right: 48, top: 4, bottom: 4, containLabel: true },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: bottomUp.map(({ value }) => value),
      axisTick: { show: false },
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: 'Signals',
        data: bottomUp.map(({ count }) => count),
        barMaxWidth: 18,
        label: { show: true, position: 'right' },
        itemStyle: { borderRadius: [0, 4, 4, 0] },
      },
    ],
  };
}

/** A split (media segments, languages) as a ring, with each share in the legend beside it. */
export function shareChartOption(title: string, ranked: readonly Ranked[]): ChartOption {
  const total = ranked.reduce((sum, { count }) => sum + count, 0);
  const share = new Map(ranked.map(({ value, count }) => [value, Math.round((count / total) * 100)]));
  return {
    tooltip: {
      trigger: 'item',
      // The tooltip is HTML: the value's name is escaped.
      formatter: (params) => {
        const { name, value, percent } = params as unknown as { name: string; value: number; percent: number };
        return `${echarts.format.encodeHTML(name)}: ${formatCount(value)} (${percent}%)`;
      },
    },
    // The names and shares beside the ring: labels around it would not fit small slices.
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 0,
      top: 'middle',
      formatter: (name: string) => `${name}  ${share.get(name) ?? 0}%`,
    },
    series: [
      {
        type: 'pie',
        name: title,
        radius: ['48%', '78%'],
        center: ['32%', '50%'],
        label: { show: false },
        itemStyle: { borderRadius: 4 },
        data: ranked.map(({ value, count }) => ({ name: value, value: count })),
      },
    ],
  };
}
