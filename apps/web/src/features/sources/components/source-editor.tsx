import {
  MAX_SOURCE_INTERVAL_MINUTES,
  MIN_SOURCE_INTERVAL_MINUTES,
  type Source,
  type SourceLanguage,
  type MediaSegment,
} from '@argus/contract';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';
import { useCreateSourceMutation } from '../api/create-source';
import { useUpdateSourceMutation } from '../api/update-source';
import {
  LANGUAGE_OPTIONS,
  MEDIA_SEGMENT_OPTIONS,
  NEW_SOURCE,
  RELIABILITY_OPTIONS,
  sourceFieldOf,
  sourceFormValues,
  toCreateSourceRequest,
  toUpdateSourceRequest,
  validateNewSource,
  validateSourceEdit,
  type SourceFormValues,
} from '../lib/source-form';

export type FolderOption = { value: string; label: string };
export type SourceEditing = { kind: 'new' } | { kind: 'edit'; source: Source };

type SourceEditorProps = {
  editing: SourceEditing | null;
  folders: FolderOption[];
  onClose: () => void;
};

/** Add source and Edit in a dialog (the whole screen on phones), made fresh for each opening. */
export function SourceEditor({ editing, folders, onClose }: SourceEditorProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  const title = editing?.kind === 'edit' ? `Edit ${editing.source.name}` : 'Add source';
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      {editing && (
        <SourceForm
          key={editing.kind === 'edit' ? editing.source.id : 'new'}
          source={editing.kind === 'edit' ? editing.source : null}
          folders={folders}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}

type SourceFormProps = {
  /** The source to edit; null for a new one. */
  source: Source | null;
  folders: FolderOption[];
  onCancel: () => void;
  onSaved: (source: Source) => void;
};

/** A feed source's name, URL, folders, interval, segment, reliability, language and whether it is paused. */
export function SourceForm({ source, folders, onCancel, onSaved }: SourceFormProps) {
  const create = useCreateSourceMutation();
  const update = useUpdateSourceMutation();
  const form = useForm<SourceFormValues>({
    initialValues: source ? sourceFormValues(source) : NEW_SOURCE,
    validate: source ? validateSourceEdit(source) : validateNewSource,
  });
  const saving = create.isPending || update.isPending;

  const saved = (result: Source, title: string, message: string) => {
    showAlert('success', title, message);
    onSaved(result);
  };
  const refused = (error: unknown) => {
    const field = serverFieldError(error, sourceFieldOf);
    if (field) form.setFieldError(field.field, field.message);
    showSubmitErrorAlert(error, 'Source not saved');
  };

  const handleSubmit = form.onSubmit((values) => {
    if (!source) {
      create.mutate(toCreateSourceRequest(values), {
        onSuccess: (result) => saved(result, 'Source added', `${result.name} is fetched now and every interval.`),
        onError: refused,
      });
      return;
    }
    const changes = toUpdateSourceRequest(source, values);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    update.mutate(
      { id: source.id, changes },
      { onSuccess: (result) => saved(result, 'Source saved', `${result.name} is saved.`), onError: refused },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SourceFields form={form} folders={folders} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {source ? 'Save changes' : 'Add source'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's fields: the Add source form and Edit alike. */
function SourceFields({ form, folders }: { form: UseFormReturnType<SourceFormValues>; folders: FolderOption[] }) {
  const noFolder = form.getValues().customers.length === 0;
  return (
    <>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput
        label="Feed URL"
        description="RSS, Atom or JSON Feed, over http or https"
        placeholder="https://"
        type="url"
        required
        {...form.getInputProps('url')}
      />
      <MultiSelect
        label="Folders"
        description="The folders its items go to; leave it empty for every folder with discovery."
        placeholder={noFolder ? 'Every folder with discovery' : undefined}
        data={folders}
        searchable
        clearable
        nothingFoundMessage="No folder matches"
        {...form.getInputProps('customers')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Interval (minutes)"
          description={`How often it is fetched: ${MIN_SOURCE_INTERVAL_MINUTES} to ${MAX_SOURCE_INTERVAL_MINUTES}`}
          min={MIN_SOURCE_INTERVAL_MINUTES}
          max={MAX_SOURCE_INTERVAL_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          inputWrapperOrder={HINT_BELOW_INPUT}
          {...form.getInputProps('intervalMinutes')}
        />
        <Select
          label="Media segment"
          data={MEDIA_SEGMENT_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('mediaSegment')}
          onChange={(value) => value && form.setFieldValue('mediaSegment', value as MediaSegment)}
        />
        <Select
          label="Reliability"
          data={RELIABILITY_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('reliability')}
        />
        <Select
          label="Language"
          description="Detect: each item's language is read from its text"
          data={LANGUAGE_OPTIONS}
          inputWrapperOrder={HINT_BELOW_INPUT}
          allowDeselect={false}
          {...form.getInputProps('language')}
          onChange={(value) => value && form.setFieldValue('language', value as SourceLanguage)}
        />
      </SimpleGrid>
      <Switch
        label="Paused"
        description="A paused source is not fetched until it is resumed"
        {...form.getInputProps('paused', { type: 'checkbox' })}
      />
    </>
  );
}
