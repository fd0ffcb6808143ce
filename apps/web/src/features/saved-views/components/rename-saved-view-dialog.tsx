import type { SavedView } from '@argus/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useUpdateSavedViewMutation } from '../api/update-saved-view';
import { nameErrorOf, validateSavedViewName } from '../lib/saved-view-form';

type RenameSavedViewDialogProps = { view: SavedView | null; onClose: () => void };

function RenameForm({ view, onClose }: { view: SavedView; onClose: () => void }) {
  const update = useUpdateSavedViewMutation();
  const form = useForm({ initialValues: { name: view.name }, validate: validateSavedViewName });
  const handleSubmit = form.onSubmit(({ name }) => {
    const trimmed = name.trim();
    if (trimmed === view.name) return onClose();
    update.mutate(
      { id: view.id, change: { name: trimmed } },
      {
        onSuccess: () => {
          showAlert('success', 'View renamed', `It is ${trimmed} now.`);
          onClose();
        },
        onError: (error) => {
          const message = nameErrorOf(error);
          if (message) form.setFieldError('name', message);
          else showSubmitErrorAlert(error, 'View not renamed');
        },
      },
    );
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Name" required maxLength={120} data-autofocus {...form.getInputProps('name')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Rename
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames one of the user's views. */
export function RenameSavedViewDialog({ view, onClose }: RenameSavedViewDialogProps) {
  return (
    <Modal opened={view !== null} onClose={onClose} title="Rename view" centered>
      {view && <RenameForm view={view} onClose={onClose} />}
    </Modal>
  );
}
