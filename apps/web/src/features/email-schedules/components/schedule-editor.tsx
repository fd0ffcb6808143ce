import type { EmailScheduleRecord } from '@argus/contract';
import { Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useCreateEmailScheduleMutation } from '../api/create-email-schedule';
import { useUpdateEmailScheduleMutation } from '../api/update-email-schedule';
import { foldersFor, MIN_RELIABILITY_OPTIONS, type ScheduleChoices } from '../lib/schedule-choices';
import {
  EMPTY_SCHEDULE,
  scheduleFieldOf,
  scheduleValuesOf,
  toCreateScheduleRequest,
  toUpdateScheduleRequest,
  validateNewSchedule,
  validateScheduleChanges,
  type ScheduleFormValues,
} from '../lib/schedule-form';
import { CronField } from './cron-field';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

type ScheduleEditorProps = {
  /** Open: a new schedule ('new', optionally for a folder) or an existing one. */
  editing:
    | { kind: 'new'; values?: Partial<ScheduleFormValues> }
    | { kind: 'edit'; schedule: EmailScheduleRecord }
    | null;
  choices: ScheduleChoices;
  onClose: () => void;
  onSaved: (schedule: EmailScheduleRecord) => void;
};

const RECIPIENT_SEPARATORS = [',', ';', ' '];

/** The editor of a schedule in a dialog (the whole screen on phones): made fresh for each opening. */
export function ScheduleEditor({ editing, choices, onClose, onSaved }: ScheduleEditorProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  const title = editing?.kind === 'edit' ? 'Edit e-mail schedule' : 'New e-mail schedule';
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="xl" fullScreen={phone} centered>
      {editing && (
        <ScheduleForm
          key={editing.kind === 'edit' ? editing.schedule.id : 'new'}
          schedule={editing.kind === 'edit' ? editing.schedule : null}
          initial={editing.kind === 'new' ? editing.values : undefined}
          choices={choices}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

type ScheduleFormProps = {
  schedule: EmailScheduleRecord | null;
  initial?: Partial<ScheduleFormValues>;
  choices: ScheduleChoices;
  onCancel: () => void;
  onSaved: (schedule: EmailScheduleRecord) => void;
};

function ScheduleForm({ schedule, initial, choices, onCancel, onSaved }: ScheduleFormProps) {
  const create = useCreateEmailScheduleMutation();
  const update = useUpdateEmailScheduleMutation();
  const form = useForm<ScheduleFormValues>({
    initialValues: schedule ? scheduleValuesOf(schedule) : { ...EMPTY_SCHEDULE, ...initial },
    validate: schedule ? validateScheduleChanges : validateNewSchedule,
  });

  const refuse = (error: unknown) => {
    const refused = serverFieldError(error, scheduleFieldOf);
    if (refused) {
      form.setFieldError(refused.field, refused.message);
      return;
    }
    showSubmitErrorAlert(error, 'E-Mail Schedule Error');
  };

  const handleSubmit = form.onSubmit((values) => {
    if (schedule) {
      update.mutate(
        { id: schedule.id, changes: toUpdateScheduleRequest(values) },
        {
          onSuccess: (saved) => {
            showAlert('success', 'Schedule saved', `The digest of ${saved.username} follows the new settings.`);
            onSaved(saved);
          },
          onError: refuse,
        },
      );
      return;
    }
    create.mutate(toCreateScheduleRequest(values), {
      onSuccess: (saved) => {
        showAlert('success', 'Schedule created', `${saved.username} gets this digest from now on.`);
        onSaved(saved);
      },
      onError: refuse,
    });
  });

  const ownerOptions = choices.owners.map((owner) => ({
    value: owner.username,
    label: owner.email ? `${owner.username} (${owner.email})` : owner.username,
  }));
  const pickOwner = (username: string | null) => {
    form.setFieldValue('username', username ?? '');
    const owner = choices.owners.find((entry) => entry.username === username);
    // The owner's own address is the usual recipient; a list already typed stays.
    if (owner?.email && form.getValues().recipients.length === 0) form.setFieldValue('recipients', [owner.email]);
    const folders = foldersFor(choices, username ?? '');
    if (!folders.some((folder) => folder.value === form.getValues().customerName)) {
      form.setFieldValue('customerName', '');
    }
  };
  const { username } = form.getValues();
  const ownerEmail = choices.owners.find((entry) => entry.username === username)?.email;
  // A link's owner may be known before the users list has come: their address follows once it has.
  useEffect(() => {
    if (!schedule && ownerEmail && form.getValues().recipients.length === 0 && !form.isTouched('recipients')) {
      form.setFieldValue('recipients', [ownerEmail]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the owner's address becomes known
  }, [ownerEmail]);
  const saving = create.isPending || update.isPending;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {schedule ? (
          <Text size="sm">
            For <b>{schedule.username}</b>, folder <b>{choices.folderLabel(schedule.customerName)}</b>. To send another
            folder or to another user, make a new schedule.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Owner"
              description="The user the digest is for; it carries only what they may read."
              placeholder={choices.loading ? 'Loading users…' : 'Pick a user'}
              data={ownerOptions}
              searchable
              allowDeselect={false}
              required
              nothingFoundMessage="No such user"
              {...form.getInputProps('username')}
              onChange={pickOwner}
            />
            <Select
              label="Folder"
              description={username ? undefined : 'Pick the owner first: an analyst gets only their own folders.'}
              placeholder="Pick a folder"
              data={foldersFor(choices, username)}
              searchable
              allowDeselect={false}
              required
              nothingFoundMessage="No such folder"
              {...form.getInputProps('customerName')}
            />
          </SimpleGrid>
        )}
        <CronField
          value={form.getValues().cron}
          onChange={(cron) => form.setFieldValue('cron', cron)}
          error={form.errors.cron}
        />
        <TagsInput
          label="Recipients"
          description="1 to 20 e-mail addresses; press Enter or type a comma after each."
          required
          splitChars={RECIPIENT_SEPARATORS}
          clearable
          acceptValueOnBlur
          {...form.getInputProps('recipients')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Minimum reliability"
            data={MIN_RELIABILITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('minReliability')}
          />
          <MultiSelect
            label="Event types"
            placeholder="All event types"
            data={choices.eventTypes}
            searchable
            clearable
            {...form.getInputProps('eventTypes')}
          />
        </SimpleGrid>
        <TagsInput
          label="Companies"
          description="Only signals of these target entities (names, any case); none: every company."
          placeholder="All companies"
          clearable
          acceptValueOnBlur
          {...form.getInputProps('companies')}
        />
        <Group gap="xl">
          <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
          <Switch
            label="Send even when there is nothing new"
            {...form.getInputProps('sendWhenEmpty', { type: 'checkbox' })}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {schedule ? 'Save changes' : 'Create schedule'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
