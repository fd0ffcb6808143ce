import { Stack, Title } from '@mantine/core';
import { LogsView } from '../../../features/logs/components/logs-view';

export default function LogsPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Logs
      </Title>
      <LogsView />
    </Stack>
  );
}
