import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ChartOption } from '../../../components/chart/chart-option';
import { formatCount } from '../../../lib/format-count';
import { eventTypeLabel, type EventTypeTotal } from './feedback-labels';

// The Feedbacks screen's one chart, registered with it so that the screen's chunk carries only bars and their grid.
echarts.use([BarChart, GridComponent]);

/** The chart shows the event types with the most feedback; the table beside it lists every one. */
export const PRECISION_CHART_LIMIT = 12;

/** Precision per event type (likes / (likes + dislikes)) as horizontal bars, most feedback on top. */
export function precisionChartOption(eventTypes: readonly EventTypeTotal[]): ChartOption {
  const bottomUp = eventTypes.slice(0, PRECISION_CHART_LIMIT).reverse();
  return {
    grid: { left: 8, right: 48, top: 4, bottom: 4, containLabel: true },
    tooltip: {
      trigger: 'item',
      // The tooltip is HTML: the event type's name is escaped.
      formatter: (params) => {
        const { dataIndex } = params as unknown as { dataIndex: number };
        const total = bottomUp[dataIndex]!;
        const share = Math.round((total.precision ?? 0) * 100);
        return `${echarts.format.encodeHTML(eventTypeLabel(total.eventType))}: ${share}% (${formatCount(total.likes)} likes, ${formatCount(total.dislikes)} dislikes)`;
      },
    },
    xAxis: { type: 'value', show: false, min: 0, max: 100 },
    yAxis: {
      type: 'category',
      data: bottomUp.map((total) => eventTypeLabel(total.eventType)),
      axisTick: { show: false },
      axisLabel: { width: 150, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: 'Precision',
        data: bottomUp.map((total) => Math.round((total.precision ?? 0) * 100)),
        barMaxWidth: 18,
        label: { show: true, position: 'right', formatter: '{c}%' },
        itemStyle: { borderRadius: [0, 4, 4, 0] },
      },
    ],
  };
}
