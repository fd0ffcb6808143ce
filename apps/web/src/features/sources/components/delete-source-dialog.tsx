import type { Source } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteSourceMutation } from '../api/delete-source';

type DeleteSourceDialogProps = { source: Source | null; onClose: () => void };

/** Asks before a source goes: its fetch log goes with it, the mentions it brought stay. */
export function DeleteSourceDialog({ source, onClose }: DeleteSourceDialogProps) {
  const remove = useDeleteSourceMutation();
  const confirm = () => {
    if (!source) return;
    remove.mutate(source.id, {
      onSuccess: () => {
        showAlert('success', 'Source deleted', `${source.name} is no longer fetched.`);
        onClose();
      },
      onError: (error) => showSubmitErrorAlert(error, 'Source not deleted'),
    });
  };
  return (
    <ConfirmDialog
      opened={source !== null}
      title="Delete this source?"
      confirmLabel="Delete source"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {source && (
        <>
          <b>{source.name}</b> is no longer fetched and its fetch log is deleted. The mentions it brought stay. This
          cannot be undone.
        </>
      )}
    </ConfirmDialog>
  );
}
