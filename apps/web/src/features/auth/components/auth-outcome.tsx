import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';

type Tone = 'done' | 'sent' | 'problem';

const look: Record<Tone, { color: string; icon: ReactNode }> = {
  done: { color: 'teal', icon: <IconCircleCheck size={22} stroke={1.8} /> },
  sent: { color: 'blue', icon: <IconMailForward size={22} stroke={1.8} /> },
  problem: { color: 'orange', icon: <IconAlertTriangle size={22} stroke={1.8} /> },
};

type AuthOutcomeProps = { tone: Tone; title: string; children: ReactNode; actions: ReactNode };

/** What a logged-out form turns into when it is done or cannot go on: what happened, and where to go next. */
export function AuthOutcome({ tone, title, children, actions }: AuthOutcomeProps) {
  const { color, icon } = look[tone];
  const ref = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone; keyboard and screen-reader users continue from the outcome.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack
      ref={ref}
      tabIndex={-1}
      gap="md"
      role={tone === 'problem' ? 'alert' : 'status'}
      data-outcome={tone}
      style={{ outline: 'none' }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} size={40} radius="xl">
          {icon}
        </ThemeIcon>
        <Stack gap={4}>
          <Text fw={700} size="lg" lh={1.3}>
            {title}
          </Text>
          <Text size="sm">{children}</Text>
        </Stack>
      </Group>
      {actions}
    </Stack>
  );
}
