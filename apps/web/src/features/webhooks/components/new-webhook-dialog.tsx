import { WEBHOOK_FORMATS, type CreatedWebhook, type WebhookFormat } from '@argus/contract';
import { Button, Group, Input, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { SegmentedChoice } from '../../../components/segmented-choice/segmented-choice';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateWebhookMutation } from '../api/create-webhook';
import {
  NEW_WEBHOOK,
  toCreateWebhookRequest,
  validateNewWebhook,
  webhookFieldOf,
  type WebhookFormValues,
} from '../lib/webhook-form';
import { FORMAT_HINTS, FORMAT_LABELS } from '../lib/webhook-text';

export type FolderOption = { value: string; label: string };

type NewWebhookDialogProps = {
  opened: boolean;
  /** The folders an admin may give a folder webhook; null for everyone else (their own alerts only). */
  folders: FolderOption[] | null;
  onClose: () => void;
  onCreated: (created: CreatedWebhook) => void;
};

const FORMAT_CHOICES = WEBHOOK_FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));

function NewWebhookForm({ folders, onClose, onCreated }: Omit<NewWebhookDialogProps, 'opened'>) {
  const create = useCreateWebhookMutation();
  const form = useForm<WebhookFormValues>({ initialValues: NEW_WEBHOOK, validate: validateNewWebhook });
  const handleSubmit = form.onSubmit((values) =>
    create.mutate(toCreateWebhookRequest(values), {
      onSuccess: onCreated,
      onError: (error) => {
        const field = serverFieldError(error, webhookFieldOf);
        if (field) form.setFieldError(field.field, field.message);
        else showSubmitErrorAlert(error, 'Webhook not added');
      },
    }),
  );
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="URL"
          description="Where each alert is posted, signed"
          placeholder="https://hooks.example.com/argus"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('url')}
        />
        <Input.Wrapper
          label="Format"
          labelElement="div"
          description={FORMAT_HINTS[form.values.format]}
          error={form.errors.format}
        >
          <SegmentedChoice<WebhookFormat>
            label="Format"
            data={FORMAT_CHOICES}
            value={form.values.format}
            onChange={(format) => form.setFieldValue('format', format)}
            fullWidth
          />
        </Input.Wrapper>
        {folders && (
          <Select
            label="Folder"
            description="Optional: a folder webhook receives the alerts of the folder's shared views"
            placeholder="None: my own alerts"
            data={folders}
            searchable
            clearable
            nothingFoundMessage="No folder matches"
            {...form.getInputProps('customer')}
          />
        )}
        <Text size="xs" c="dimmed">
          A secret to check the signatures is shown once, right after the webhook is added.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add webhook
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add webhook: a URL, the shape of its messages and, for an admin, an optional folder. */
export function NewWebhookDialog({ opened, folders, onClose, onCreated }: NewWebhookDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add webhook" centered>
      {opened && <NewWebhookForm folders={folders} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
