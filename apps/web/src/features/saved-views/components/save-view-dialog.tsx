import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useCreateSavedViewMutation } from '../api/create-saved-view';
import {
  nameErrorOf,
  NEW_SAVED_VIEW,
  toCreateSavedViewRequest,
  validateSavedViewName,
  type SavedViewTarget,
  type SaveViewFormValues,
} from '../lib/saved-view-form';

type SaveViewDialogProps = {
  opened: boolean;
  /** The screen's kind, folder and filter at the moment the dialog opened. */
  target: SavedViewTarget;
  onClose: () => void;
};

function SaveViewForm({ target, onClose }: Omit<SaveViewDialogProps, 'opened'>) {
  const create = useCreateSavedViewMutation();
  const form = useForm<SaveViewFormValues>({ initialValues: NEW_SAVED_VIEW, validate: validateSavedViewName });
  const handleSubmit = form.onSubmit((values) =>
    create.mutate(toCreateSavedViewRequest(values, target), {
      onSuccess: (view) => {
        showAlert('success', 'View saved', `${view.name} is in the navigation under Saved views.`);
        onClose();
      },
      onError: (error) => {
        const message = nameErrorOf(error);
        if (message) form.setFieldError('name', message);
        else showSubmitErrorAlert(error, 'View not saved');
      },
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="How the view is listed in the navigation"
          required
          maxLength={120}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Switch
          label="Alert me when new items match"
          description="A notice when a new or edited item matches, and a part of your digest"
          {...form.getInputProps('alert', { type: 'checkbox' })}
        />
        <Switch
          label="Share with the folder's other users"
          description="They can open it, not change it"
          {...form.getInputProps('shared', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save view
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Save view: the screen's present filter, by name, in the selected folder (ADR 0135). */
export function SaveViewDialog({ opened, target, onClose }: SaveViewDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save view" centered>
      {/* Mounted while open only: every opening starts with an empty form. */}
      {opened && <SaveViewForm target={target} onClose={onClose} />}
    </Modal>
  );
}
