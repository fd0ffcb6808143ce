import { Text } from '@mantine/core';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';
import { useFolderStore } from '../../../features/folders/hooks/use-folder-store';
import { useFolderMentions } from '../../../features/mentions/hooks/use-folder-mentions-store';

export default function MentionStreamPage() {
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const { mentions, historyLoaded } = useFolderMentions(customer);
  return (
    <ComingSoonPanel
      title="Mentions"
      description="Media mentions found by the folder's discoveries, filterable by date, media segment, reliability, language and keyword, newest first."
    >
      <Text fw={600} data-testid="folder-mention-count">
        {mentions.length.toLocaleString('en')} mentions of the last month loaded{historyLoaded ? '' : ' so far'}.
      </Text>
    </ComingSoonPanel>
  );
}
