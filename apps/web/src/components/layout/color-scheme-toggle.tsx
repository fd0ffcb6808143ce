import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches light/dark; Mantine's colour scheme manager remembers the choice in local storage. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    // A native title rather than Mantine's Tooltip: this toggle is on the login page, which stays light.
    <ActionIcon
      variant="default"
      size="md"
      radius="xl"
      aria-label="Toggle dark mode"
      aria-pressed={computed === 'dark'}
      title={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      {computed === 'dark' ? <IconSun size={16} stroke={1.7} /> : <IconMoon size={16} stroke={1.7} />}
    </ActionIcon>
  );
}
