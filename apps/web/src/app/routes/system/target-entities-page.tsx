import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function TargetEntitiesPage() {
  return (
    <ComingSoonPanel
      title="Target Entities"
      description="The searchable list of monitored companies with DUNS number, industry and location: add, edit and duplicate."
    />
  );
}
