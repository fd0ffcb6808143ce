import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function LogsPage() {
  return (
    <ComingSoonPanel
      title="Logs"
      description="The audit log of logins, signal changes and user, customer and entity changes: who, when, what and from where, filterable."
    />
  );
}
