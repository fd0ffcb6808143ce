import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * How long Undo is offered (ADR 0106). Mantine stops the clock while the pointer is over the notice or the focus is
 * in it, and its progress line shows the time left.
 */
export const UNDO_OFFER_MS = 8000;

type UndoNoticeProps = { id: string; message: string; onUndo: () => void };

/**
 * A small notice of a change the user can take back (a dislike that hid an item): its sentence and an Undo button.
 * Unlike the alerts of show-alert.ts it has no title and no colour: it confirms, it does not warn.
 */
export function showUndoNotice({ id, message, onUndo }: UndoNoticeProps): void {
  notifications.show({
    id,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
    autoClose: UNDO_OFFER_MS,
    withAutoCloseProgress: true,
    withBorder: true,
    'data-testid': 'undo-notice',
  });
}

/** Withdraws an offer of Undo that no longer holds (the item's review changed again). */
export function hideUndoNotice(id: string): void {
  notifications.hide(id);
}
