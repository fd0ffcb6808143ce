import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function ConvergingTimelinesPage() {
  return (
    <ComingSoonPanel
      title="Converging Timelines"
      description="Pick 2 to 6 entities and see their signals in parallel swimlanes, with the windows where their signals converge highlighted."
    />
  );
}
