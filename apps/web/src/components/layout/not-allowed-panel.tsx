import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Shown instead of a screen the user's role may not open; it reveals nothing of the screen itself. */
export function NotAllowedPanel() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" color="red" size={44} radius="xl">
          <IconLock size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Not allowed
        </Title>
        <Text c="dimmed">Your role does not give access to this page. Ask an administrator if you need it.</Text>
        <Button component={Link} to="/" variant="light">
          Back to the console
        </Button>
      </Stack>
    </Paper>
  );
}
