import type { Ranked } from '@argus/filtering';
import { useNavigate } from 'react-router';
import { FiguresCard } from '../../../../components/chart/figures-card';
import { RankedChart } from './lazy-overview-charts';
import { RankedTable } from './ranked-table';

type RankedCardProps = {
  title: string;
  description: string;
  heading: string;
  ranked: readonly Ranked[];
  /** The most bars the list can have: the chart is that tall however many it has now. */
  slots: number;
  hrefOf: (value: string) => string;
  testId: string;
};

const BAR_HEIGHT = 28;

/** A top list (event types, companies) as horizontal bars, most frequent on top; a bar opens Signals narrowed to it. */
export function RankedCard({ title, description, heading, ranked, slots, hrefOf, testId }: RankedCardProps) {
  const navigate = useNavigate();
  return (
    <FiguresCard
      emptyText="No signals to count."
      title={title}
      description={description}
      testId={testId}
      empty={ranked.length === 0}
      chart={
        <RankedChart
          ranked={ranked}
          // As tall as a full list: a count that grows while the folder's history arrives moves nothing below it.
          height={slots * BAR_HEIGHT + 16}
          label={`${title}: ${ranked.map(({ value, count }) => `${value} ${count}`).join(', ')}`}
          onItemClick={({ name }) => void navigate(hrefOf(name))}
        />
      }
      table={<RankedTable heading={heading} ranked={ranked} hrefOf={hrefOf} />}
    />
  );
}
