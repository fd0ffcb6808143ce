import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function InfluenceRangePage() {
  return (
    <ComingSoonPanel
      title="Influence Range"
      description="Pick one entity and a range of 1 to 3 hops to see its neighbourhood with edge weights."
    />
  );
}
