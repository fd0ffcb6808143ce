// Left as written by React Compiler (ADR 0118): rendered once per screen, and in the login page's byte budget.
'use no memo';

import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last line of defence: a screen crashed or its code could not be loaded (for example after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Route failed:', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520}>
        <Stack gap="sm">
          <Title order={1} fz={24}>
            Something went wrong
          </Title>
          <Text c="dimmed">
            This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually helps, for example after Argus
            was updated.
          </Text>
          <Button onClick={() => window.location.reload()} w="fit-content">
            Reload
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
