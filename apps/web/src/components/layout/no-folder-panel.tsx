import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';

/**
 * Shown on the folder screens to a user who has no folder yet: without one there is nothing to load, and a loading
 * text would wait forever.
 */
export function NoFolderPanel() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="xl">
          <IconFolderOff size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          No folder yet
        </Title>
        <Text c="dimmed">No folder is shared with you yet — ask an administrator.</Text>
      </Stack>
    </Paper>
  );
}
