import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function FeedbacksPage() {
  return (
    <ComingSoonPanel
      title="Feedbacks"
      description="Every like and dislike with event, customer, user and date, totals per customer and event type, and a CSV export."
    />
  );
}
