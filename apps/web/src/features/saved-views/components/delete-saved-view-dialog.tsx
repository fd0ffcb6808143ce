import type { SavedView } from '@argus/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
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
    <Modal opened={view !== null} onClose={onClose} title="Delete this view?" centered>
      {view && (
        <Text size="sm">
          <b>{view.name}</b> leaves your navigation
          {view.shared ? ", and the folder's other users no longer see it" : ''}.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete view
        </Button>
      </Group>
    </Modal>
  );
}
