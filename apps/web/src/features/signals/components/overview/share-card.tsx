import type { Ranked } from '@argus/filtering';
import { useNavigate } from 'react-router';
import { FiguresCard } from '../../../../components/chart/figures-card';
import { ShareChart } from './lazy-overview-charts';
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
  return (
    <FiguresCard
      emptyText="No signals to count."
      title={title}
      testId={testId}
      empty={ranked.length === 0}
      chart={
        <ShareChart
          title={title}
          ranked={ranked}
          height={200}
          label={`${title}: ${ranked.map(({ value, count }) => `${value} ${count}`).join(', ')}`}
          onItemClick={({ name }) => void navigate(hrefOf(name))}
        />
      }
      table={<RankedTable heading={heading} ranked={ranked} hrefOf={hrefOf} />}
    />
  );
}
