import type { Ranked } from '@argus/filtering';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { EChart, encodeHTML, type ChartOption } from '../../../../components/chart/echart';
import { OverviewCard } from './overview-card';
import { RankedTable } from './ranked-table';

type ShareCardProps = {
  title: string;
  heading: string;
  ranked: readonly Ranked[];
  hrefOf: (value: string) => string;
  testId: string;
};

/** How the shown signals split (media segments, languages) as a ring; a slice opens Signals narrowed to it. */
export function ShareCard({ title, heading, ranked, hrefOf, testId }: ShareCardProps) {
  const navigate = useNavigate();
  const option = useMemo((): ChartOption => {
    const total = ranked.reduce((sum, { count }) => sum + count, 0);
    const share = new Map(ranked.map(({ value, count }) => [value, Math.round((count / total) * 100)]));
    return {
      tooltip: {
        trigger: 'item',
        // The tooltip is HTML: the value's name is escaped.
        formatter: (params) => {
          const { name, value, percent } = params as unknown as { name: string; value: number; percent: number };
          return `${encodeHTML(name)}: ${value.toLocaleString('en')} (${percent}%)`;
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
  }, [ranked, title]);
  return (
    <OverviewCard
      title={title}
      testId={testId}
      empty={ranked.length === 0}
      chart={
        <EChart
          option={option}
          height={200}
          label={`${title}: ${ranked.map(({ value, count }) => `${value} ${count}`).join(', ')}`}
          onItemClick={({ name }) => void navigate(hrefOf(name))}
        />
      }
      table={<RankedTable heading={heading} ranked={ranked} hrefOf={hrefOf} />}
    />
  );
}
