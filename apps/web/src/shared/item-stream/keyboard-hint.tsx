import { Kbd, Text, UnstyledButton } from '@mantine/core';
import { useTriageHelpStore } from './triage-help-store';

/**
 * Tells a stream's user that keys drive the list, and opens the keyboard help on a click: the same dialog as `?`.
 * Shown from 48em up, where a keyboard is likely; a phone has none to press.
 */
export function KeyboardHint() {
  const open = useTriageHelpStore((state) => state.open);
  return (
    <UnstyledButton onClick={open} visibleFrom="sm" data-testid="keyboard-hint">
      <Text span size="xs" c="dimmed">
        Press <Kbd size="xs">?</Kbd> for keyboard shortcuts
      </Text>
    </UnstyledButton>
  );
}
