import type { Source } from '@argus/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
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
    <Modal opened={source !== null} onClose={onClose} title="Delete this source?" centered>
      {source && (
        <Text size="sm">
          <b>{source.name}</b> is no longer fetched and its fetch log is deleted. The mentions it brought stay. This
          cannot be undone.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete source
        </Button>
      </Group>
    </Modal>
  );
}
