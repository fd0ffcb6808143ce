import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="xl">
          <IconCompass size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Not Found
        </Title>
        <Text c="dimmed" style={{ wordBreak: 'break-word' }}>
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to={paths.home} variant="light">
          Go to Signals
        </Button>
      </Stack>
    </Paper>
  );
}
