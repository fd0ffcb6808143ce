import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function MapPage() {
  return (
    <ComingSoonPanel
      title="Map"
      description="A world map of the folder's target entities, sized by signal count and coloured by top category; click one to list its signals."
    />
  );
}
