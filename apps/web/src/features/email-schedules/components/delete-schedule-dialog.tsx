import type { EmailScheduleRecord } from '@argus/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useDeleteEmailScheduleMutation } from '../api/delete-email-schedule';

type DeleteScheduleDialogProps = {
  schedule: EmailScheduleRecord | null;
  folderLabel: (customerName: string) => string;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before a schedule goes: with it goes the screen's way to its history of sends. */
export function DeleteScheduleDialog({ schedule, folderLabel, onClose, onDeleted }: DeleteScheduleDialogProps) {
  const remove = useDeleteEmailScheduleMutation();
  const confirm = () => {
    if (!schedule) return;
    remove.mutate(schedule.id, {
      onSuccess: () => {
        showAlert('success', 'Schedule deleted', `${schedule.username} gets no more of this digest.`);
        onDeleted();
      },
      onError: (error) => showSubmitErrorAlert(error, 'E-Mail Schedule Error'),
    });
  };
  return (
    <Modal opened={schedule !== null} onClose={onClose} title="Delete this schedule?" centered>
      {schedule && (
        <Text size="sm">
          The digest of <b>{folderLabel(schedule.customerName)}</b> for <b>{schedule.username}</b> stops. The mails it
          sent are kept, but no longer listed here. This cannot be undone.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete schedule
        </Button>
      </Group>
    </Modal>
  );
}
