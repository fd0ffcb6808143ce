import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { ReactNode } from 'react';

export type ReasonValues = { reason: string };

type ReasonDialogProps = {
  title: string;
  /** What is about to happen, in a sentence or two. */
  description: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** The contract's rule for the reason (the server checks the same). */
  validate: (values: ReasonValues) => FormErrors;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

// Above the details drawer, which may be open under it.
const ABOVE_DRAWER = 300;

/** Asks why before a signal is hidden or deleted: the reason is kept with the signal for the audit log. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, description, confirmLabel, confirmColor, validate, pending, onConfirm, onClose } = props;
  const form = useForm<ReasonValues>({ mode: 'uncontrolled', initialValues: { reason: '' }, validate });
  return (
    <Modal opened onClose={onClose} title={title} zIndex={ABOVE_DRAWER} centered>
      <form onSubmit={form.onSubmit(({ reason }) => onConfirm(reason.trim()))} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxRows={6}
            data-autofocus
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
