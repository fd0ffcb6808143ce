import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';

export default function SignalStreamPage() {
  return (
    <ComingSoonPanel
      title="Signals"
      description="The filterable stream of the selected folder's signals, newest first: bookmark, like or dislike them, and, as a moderator, create, edit, hide and delete them."
    />
  );
}
