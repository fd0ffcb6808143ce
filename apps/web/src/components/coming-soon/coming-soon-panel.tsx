import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ComingSoonPanelProps = { title: string; description: string; children?: ReactNode };

/** Placeholder for a screen that is not built yet: it says what will be here instead of showing made-up data. */
export function ComingSoonPanel({ title, description, children }: ComingSoonPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={720}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="xl">
          <IconHourglassHigh size={24} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light">Coming soon</Badge>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {children}
        <Text size="sm" c="dimmed">
          This screen is not built yet; the navigation, your session and your folders already work.
        </Text>
      </Stack>
    </Paper>
  );
}
