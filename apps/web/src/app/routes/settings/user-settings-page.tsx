import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../../../features/settings/components/change-password-form';

export default function UserSettingsPage() {
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        User Settings
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Password
          </Title>
          <ChangePasswordForm />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs">
          <Title order={2} fz="lg">
            Coming soon
          </Title>
          <Text size="sm" c="dimmed">
            Until then the light/dark choice is the toggle at the bottom of every page.
          </Text>
          <List size="sm" c="dimmed">
            <List.Item>Default date range and default filters for Signals and Mentions</List.Item>
            <List.Item>Your e-mail digest subscription</List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
