import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What the action does and what stays, said before it is done. */
  children: ReactNode;
  /** The action's button ("Delete source"). */
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before an action that cannot be undone: keeping things is the focused choice, so Enter or a hurried click on
 * the first button changes nothing; the action is the red one.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      {props.opened ? (
        <Text size="sm" component="div">
          {props.children}
        </Text>
      ) : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} data-autofocus>
          Keep it
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.pending}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
