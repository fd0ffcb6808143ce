import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function OverviewPage() {
  return (
    <ComingSoonPanel
      title="Overview"
      description="Signals over time by category, top event types, the five most affected companies, media and language split, documents analysed and a reliability indicator for the selected folder."
    />
  );
}
