import { Button, Group, Text } from '@mantine/core';

type SaveActionsProps = {
  submitLabel: string;
  saving: boolean;
  /** The form has changes nobody saved yet. */
  dirty: boolean;
  /** Puts the saved values back; without it (a new record) there is nothing to discard to. */
  onDiscard?: () => void;
};

/** A form's save button, the discard button of a record that exists, and the hint that changes are unsaved. */
export function SaveActions({ submitLabel, saving, dirty, onDiscard }: SaveActionsProps) {
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
      {onDiscard && (
        <Button variant="default" onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
      )}
      {dirty && (
        <Text size="sm" c="dimmed">
          Unsaved changes
        </Text>
      )}
    </Group>
  );
}
