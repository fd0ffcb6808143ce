import { Text } from '@mantine/core';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useFolderSignals } from '../../../features/signals/hooks/use-folder-signals-store';

export default function SignalStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { events, historyLoaded } = useFolderSignals(customer);
  return (
    <ComingSoonPanel
      title="Signals"
      description="The filterable stream of the selected folder's signals, newest first: bookmark, like or dislike them, and, as a moderator, create, edit, hide and delete them."
    >
      <Text fw={600} data-testid="folder-signal-count">
        {events.length.toLocaleString('en')} signals of the last month loaded{historyLoaded ? '' : ' so far'}.
      </Text>
    </ComingSoonPanel>
  );
}
