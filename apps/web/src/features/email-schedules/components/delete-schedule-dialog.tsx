import type { EmailScheduleRecord } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
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
    <ConfirmDialog
      opened={schedule !== null}
      title="Delete this schedule?"
      confirmLabel="Delete schedule"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {schedule && (
        <>
          The digest of <b>{folderLabel(schedule.customerName)}</b> for <b>{schedule.username}</b> stops. The mails it
          sent are kept, but no longer listed here. This cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
