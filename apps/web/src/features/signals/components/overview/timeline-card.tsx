import { UNCATEGORISED, type SignalOverview } from '@argus/contract';
import type { DayRange, SignalCriteria } from '@argus/filtering';
import { Anchor, Table } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { daysOfPeriod, periodLabel, periodsOf } from '../../lib/overview-periods';
import { FiguresCard } from '../../../../components/chart/figures-card';
import { TimelineChart } from './lazy-overview-charts';
import { formatCount } from '../../../../lib/format-count';

type TimelineCardProps = {
  figures: SignalOverview;
  range: DayRange;
  /** Event types by category: a category's bar narrows Signals to its event types. */
  eventTypesOf: (category: string) => string[];
  hrefOf: (narrowing: Partial<SignalCriteria>) => string;
};

/** Signals over time, stacked by category, per day or week; a bar segment opens Signals for its period and category. */
export function TimelineCard({ figures, range, eventTypesOf, hrefOf }: TimelineCardProps) {
  const navigate = useNavigate();
  const { bucket, timeline } = figures;
  const withYear = range.dateBegin.slice(0, 4) !== range.dateEnd.slice(0, 4);
  const periods = useMemo(() => periodsOf(range, bucket), [range, bucket]);
  const narrowingOf = (period: string, category: string): Partial<SignalCriteria> => ({
    ...daysOfPeriod(period, bucket, range),
    eventTypes: category === UNCATEGORISED ? [] : eventTypesOf(category),
  });
  return (
    <FiguresCard
      emptyText="No signals to count."
      title="Signals over time"
      description={`Per ${bucket}, by category`}
      testId="overview-timeline"
      empty={timeline.length === 0}
      chart={
        <TimelineChart
          timeline={timeline}
          periods={periods}
          bucket={bucket}
          withYear={withYear}
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
                <Table.Td ta="right">{formatCount(count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      }
    />
  );
}
