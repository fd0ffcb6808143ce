import type { EmailScheduleRecord } from '@argus/contract';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTableCount } from '../../../components/data-table/data-table-count';
import { emailSchedulesQueryOptions } from '../api/get-email-schedules';
import { useScheduleAddress } from '../hooks/use-schedule-address';
import { filterSchedules, foldersOf, ownersOf } from '../lib/filter-schedules';
import type { ScheduleChoices } from '../lib/schedule-choices';
import type { ScheduleFormValues } from '../lib/schedule-form';
import { DeleteScheduleDialog } from './delete-schedule-dialog';
import { DeletedScheduleMails } from './deleted-schedule-mails';
import { ScheduleDetailsDrawer } from './schedule-details-drawer';
import { ScheduleEditor } from './schedule-editor';
import { SchedulesTable } from './schedules-table';

const NO_SCHEDULES: EmailScheduleRecord[] = [];

/** A new schedule starts from the owner and folder the list is narrowed to, sent to the owner's own address. */
function newScheduleValues(
  choices: ScheduleChoices,
  { owner, folder }: { owner: string | null; folder: string | null },
): Partial<ScheduleFormValues> {
  const email = choices.owners.find((entry) => entry.username === owner)?.email;
  return { username: owner ?? '', customerName: folder ?? '', recipients: email ? [email] : [] };
}

type Editing = { kind: 'new'; values?: Partial<ScheduleFormValues> } | { kind: 'edit'; schedule: EmailScheduleRecord };

/**
 * E-Mail Schedules (moderator+): every user's digests per folder, narrowed by owner and folder in the URL; a
 * schedule's details (preview, send now, history) open beside the list, its editor in a dialog.
 */
export function EmailSchedulesScreen({ choices }: { choices: ScheduleChoices }) {
  const schedules = useQuery(emailSchedulesQueryOptions);
  const all = schedules.data ?? NO_SCHEDULES;
  const address = useScheduleAddress();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<EmailScheduleRecord | null>(null);
  const shown = useMemo(
    () => filterSchedules(all, address.owner, address.folder),
    [all, address.owner, address.folder],
  );
  const open = all.find((schedule) => schedule.id === address.openId) ?? null;

  const { openSchedule } = address;
  const onOpen = useCallback((schedule: EmailScheduleRecord) => openSchedule(schedule.id), [openSchedule]);
  const onEdit = useCallback((schedule: EmailScheduleRecord) => setEditing({ kind: 'edit', schedule }), []);
  // The owners and folders that have schedules, and the ones a link names even before they have any.
  const ownerOptions = useMemo(() => ownersOf(all, address.owner), [all, address.owner]);
  const folderOptions = useMemo(
    () =>
      foldersOf(all, address.folder)
        .map((name) => ({ value: name, label: choices.folderLabel(name) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [all, address.folder, choices],
  );
  const narrowed = Boolean(address.owner || address.folder);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        E-Mail Schedules
      </Title>
      <SchedulesTable
        schedules={shown}
        loading={schedules.isPending}
        emptyMessage={narrowed ? 'No schedule matches these filters.' : 'No e-mail schedules yet.'}
        folderLabel={choices.folderLabel}
        onOpen={onOpen}
        onEdit={onEdit}
        toolbar={
          <Group justify="space-between" gap="sm" align="flex-end">
            <Group gap="sm" align="flex-end">
              <Select
                label="Owner"
                placeholder="All owners"
                data={ownerOptions}
                value={address.owner}
                onChange={address.setOwner}
                searchable
                clearable
                w={{ base: '100%', xs: 200 }}
              />
              <Select
                label="Folder"
                placeholder="All folders"
                data={folderOptions}
                value={address.folder}
                onChange={address.setFolder}
                searchable
                clearable
                w={{ base: '100%', xs: 220 }}
              />
              <DataTableCount shown={shown.length} total={all.length} noun="schedules" />
            </Group>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ kind: 'new', values: newScheduleValues(choices, address) })}
            >
              New schedule
            </Button>
          </Group>
        }
      />
      <DeletedScheduleMails folderLabel={choices.folderLabel} />
      <ScheduleDetailsDrawer
        schedule={open}
        opened={address.openId !== null && !schedules.isPending}
        folderLabel={choices.folderLabel}
        onClose={() => openSchedule(null)}
        onEdit={onEdit}
        onDelete={setDeleting}
      />
      <ScheduleEditor
        editing={editing}
        choices={choices}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          openSchedule(saved.id);
        }}
      />
      <DeleteScheduleDialog
        schedule={deleting}
        folderLabel={choices.folderLabel}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          openSchedule(null);
        }}
      />
    </Stack>
  );
}
