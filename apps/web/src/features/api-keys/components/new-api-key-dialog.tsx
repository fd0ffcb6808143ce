import type { CreatedApiKey } from '@argus/contract';
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateApiKeyMutation } from '../api/create-api-key';
import {
  apiKeyFieldOf,
  NEW_API_KEY,
  toCreateApiKeyRequest,
  validateNewApiKey,
  type ApiKeyFormValues,
} from '../lib/api-key-form';

export type FolderOption = { value: string; label: string };

type NewApiKeyDialogProps = {
  opened: boolean;
  folders: FolderOption[];
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
};

function NewApiKeyForm({ folders, onClose, onCreated }: Omit<NewApiKeyDialogProps, 'opened'>) {
  const create = useCreateApiKeyMutation();
  const form = useForm<ApiKeyFormValues>({ initialValues: NEW_API_KEY, validate: validateNewApiKey });
  const handleSubmit = form.onSubmit((values) =>
    create.mutate(toCreateApiKeyRequest(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const field = serverFieldError(error, apiKeyFieldOf);
        if (field) form.setFieldError(field.field, field.message);
        else showSubmitErrorAlert(error, 'API key not made');
      },
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Who uses it, e.g. the crawler's name"
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label="Folders"
          description="The folders it may write to: at least one"
          data={folders}
          searchable
          clearable
          required
          nothingFoundMessage="No folder matches"
          {...form.getInputProps('customers')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Make key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** New key: a name and the folders it may write to. */
export function NewApiKeyDialog({ opened, folders, onClose, onCreated }: NewApiKeyDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New API key" centered>
      {opened && <NewApiKeyForm folders={folders} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
