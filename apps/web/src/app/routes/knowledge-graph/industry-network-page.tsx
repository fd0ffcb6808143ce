import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function IndustryNetworkPage() {
  return (
    <ComingSoonPanel
      title="Industry Network"
      description="Target entities and industries as nodes, linked by membership and by appearing together in one signal, weighted by count."
    />
  );
}
