import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function CustomersPage() {
  return (
    <ComingSoonPanel
      title="Customers"
      description="All customers with their folders and features: add, edit, and duplicate one with its configuration, discoveries and entity links."
    />
  );
}
