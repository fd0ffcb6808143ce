import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function EmailSchedulesPage() {
  return (
    <ComingSoonPanel
      title="E-Mail Schedules"
      description="Digest e-mails per user and customer: frequency, recipients and filters, a send-now button and the history of sends."
    />
  );
}
