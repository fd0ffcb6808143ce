import type { OverviewBucket, SignalOverview } from '@argus/contract';
import type { Ranked } from '@argus/filtering';
import { useMemo } from 'react';
import { EChart, type ChartItem } from '../../../../components/chart/echart';
import { rankedChartOption, shareChartOption, timelineChartOption } from '../../lib/overview-chart-options';

// The Overview's charts: this module and ECharts load after the screen's first paint (lazy-overview-charts.tsx).

export type ChartPlace = { height: number; label: string; onItemClick: (item: ChartItem) => void };

type TimelineChartProps = ChartPlace & {
  timeline: SignalOverview['timeline'];
  periods: readonly string[];
  bucket: OverviewBucket;
  withYear: boolean;
};

export function TimelineChart({ timeline, periods, bucket, withYear, ...place }: TimelineChartProps) {
  const option = useMemo(
    () => timelineChartOption(timeline, periods, bucket, withYear),
    [timeline, periods, bucket, withYear],
  );
  return <EChart option={option} {...place} />;
}

export function RankedChart({ ranked, ...place }: ChartPlace & { ranked: readonly Ranked[] }) {
  const option = useMemo(() => rankedChartOption(ranked), [ranked]);
  return <EChart option={option} {...place} />;
}

export function ShareChart({ title, ranked, ...place }: ChartPlace & { title: string; ranked: readonly Ranked[] }) {
  const option = useMemo(() => shareChartOption(title, ranked), [title, ranked]);
  return <EChart option={option} {...place} />;
}
