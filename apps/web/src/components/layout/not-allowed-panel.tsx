// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Shown instead of a screen the user's role may not open; it reveals nothing of the screen itself. */
const ROLE_REASON = 'Your role does not give access to this page. Ask an administrator if you need it.';

export function NotAllowedPanel({ reason = ROLE_REASON }: { reason?: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" color="red" size={44} radius="xl">
          <IconLock size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Not allowed
        </Title>
        <Text c="dimmed">{reason}</Text>
        <Button component={Link} to={paths.home} variant="light">
          Back to the console
        </Button>
      </Stack>
    </Paper>
  );
}
