import type { SavedView } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteSavedViewMutation } from '../api/delete-saved-view';

type DeleteSavedViewDialogProps = { view: SavedView | null; onClose: () => void };

/** Asks before one of the user's views is deleted: a shared one goes for the folder's other users too. */
export function DeleteSavedViewDialog({ view, onClose }: DeleteSavedViewDialogProps) {
  const remove = useDeleteSavedViewMutation();
  const confirm = () => {
    if (!view) return;
    remove.mutate(view.id, {
      onSuccess: () => {
        showAlert('success', 'View deleted', `${view.name} is gone.`);
        onClose();
      },
      onError: (error) => showSubmitErrorAlert(error, 'View not deleted'),
    });
  };
  return (
    <ConfirmDialog
      opened={view !== null}
      title="Delete this view?"
      confirmLabel="Delete view"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {view && (
        <>
          <b>{view.name}</b> leaves your navigation
          {view.shared ? ", and the folder's other users no longer see it" : ''}.
        </>
      )}
    </ConfirmDialog>
  );
}
