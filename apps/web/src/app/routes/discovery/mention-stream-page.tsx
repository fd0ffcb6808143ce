import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function MentionStreamPage() {
  return (
    <ComingSoonPanel
      title="Mentions"
      description="Media mentions found by the folder's discoveries, filterable by date, media segment, reliability, language and keyword, newest first."
    />
  );
}
