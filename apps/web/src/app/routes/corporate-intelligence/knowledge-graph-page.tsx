import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function KnowledgeGraphPage() {
  return (
    <ComingSoonPanel
      title="Knowledge Graph"
      description="The knowledge-graph views of the selected folder: industry network, influence range and converging timelines."
    />
  );
}
