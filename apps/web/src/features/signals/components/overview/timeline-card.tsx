import { UNCATEGORISED, type SignalOverview } from '@argus/contract';
import type { DayRange, SignalCriteria } from '@argus/filtering';
import { Anchor, Table } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { EChart, type ChartOption } from '../../../../components/chart/echart';
import { daysOfPeriod, periodLabel, periodsOf } from '../../lib/overview-periods';
import { OverviewCard } from './overview-card';

type TimelineCardProps = {
  figures: SignalOverview;
  range: DayRange;
  /** Event types by category: a category's bar narrows Signals to its event types. */
  eventTypesOf: (category: string) => string[];
  hrefOf: (narrowing: Partial<SignalCriteria>) => string;
};

/** The categories in a fixed order (Uncategorised last), so that each keeps its colour as the figures change. */
function categoriesOf(timeline: SignalOverview['timeline']): string[] {
  const names = [...new Set(timeline.map((cell) => cell.category))].sort();
  return [...names.filter((name) => name !== UNCATEGORISED), ...names.filter((name) => name === UNCATEGORISED)];
}

/** Signals over time, stacked by category, per day or week; a bar segment opens Signals for its period and category. */
export function TimelineCard({ figures, range, eventTypesOf, hrefOf }: TimelineCardProps) {
  const navigate = useNavigate();
  const { bucket, timeline } = figures;
  const withYear = range.dateBegin.slice(0, 4) !== range.dateEnd.slice(0, 4);
  const periods = useMemo(() => periodsOf(range, bucket), [range, bucket]);
  const categories = useMemo(() => categoriesOf(timeline), [timeline]);
  const narrowingOf = (period: string, category: string): Partial<SignalCriteria> => ({
    ...daysOfPeriod(period, bucket, range),
    eventTypes: category === UNCATEGORISED ? [] : eventTypesOf(category),
  });
  const option = useMemo((): ChartOption => {
    const position = new Map(periods.map((period, index) => [period, index]));
    const series = categories.map((category) => {
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
      xAxis: { type: 'category', data: periods.map((period) => periodLabel(period, bucket, withYear)) },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [periods, categories, timeline, bucket, withYear]);
  return (
    <OverviewCard
      title="Signals over time"
      description={`Per ${bucket}, by category`}
      testId="overview-timeline"
      empty={timeline.length === 0}
      chart={
        <EChart
          option={option}
          height={280}
          label={`Signals over time per ${bucket}, by category`}
          onItemClick={({ dataIndex, seriesName }) => {
            const period = periods[dataIndex];
            if (period && seriesName) void navigate(hrefOf(narrowingOf(period, seriesName)));
          }}
        />
      }
      table={
        <Table striped withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{bucket === 'day' ? 'Day' : 'Week'}</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Signals</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {timeline.map(({ period, category, count }) => (
              <Table.Tr key={`${period} ${category}`}>
                <Table.Td>{periodLabel(period, bucket, withYear)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={hrefOf(narrowingOf(period, category))} size="sm">
                    {category}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{count.toLocaleString('en')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
