import type { EmailScheduleRecord } from '@argus/contract';
import { ActionIcon, Anchor, Code, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import {
  createDataTableColumns,
  type DataTableColumn,
  type SortingState,
} from '../../../components/data-table/data-table-features';
import { cronWords } from '../lib/cron-meaning';
import { formatUtcOr } from '../lib/format-utc';
import { EnabledSwitch } from './enabled-switch';

type SchedulesTableProps = {
  schedules: EmailScheduleRecord[];
  loading: boolean;
  emptyMessage: string;
  folderLabel: (customerName: string) => string;
  onOpen: (schedule: EmailScheduleRecord) => void;
  onEdit: (schedule: EmailScheduleRecord) => void;
  toolbar: ReactNode;
};

const column = createDataTableColumns<EmailScheduleRecord>();

type Actions = Pick<SchedulesTableProps, 'folderLabel' | 'onOpen' | 'onEdit'>;

function buildColumns({ folderLabel, onOpen, onEdit }: Actions): DataTableColumn<EmailScheduleRecord>[] {
  const nameOf = (schedule: EmailScheduleRecord) => `${schedule.username}, ${folderLabel(schedule.customerName)}`;
  return [
    column.accessor('username', {
      header: 'Owner',
      sortFn: 'text',
      cell: ({ row }) => (
        <Stack gap={0} miw={0}>
          <Anchor
            component="button"
            type="button"
            fw={600}
            ta="left"
            truncate="end"
            onClick={() => onOpen(row.original)}
            aria-label={`Details of ${nameOf(row.original)}`}
          >
            {row.original.username}
          </Anchor>
          {/* The folder and frequency columns are left out on phones (hideOnNarrow): they show here instead. */}
          <Text size="xs" c="dimmed" truncate hiddenFrom="xs">
            {folderLabel(row.original.customerName)}
          </Text>
          <Text size="xs" hiddenFrom="xs">
            {cronWords(row.original.cron)} (UTC)
          </Text>
        </Stack>
      ),
    }),
    column.accessor((schedule) => folderLabel(schedule.customerName), {
      id: 'folder',
      header: 'Folder',
      sortFn: 'text',
      meta: { hideOnNarrow: true, width: 150 },
      cell: (info) => (
        <Text size="sm" truncate title={info.getValue()}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('cron', {
      header: 'Frequency (UTC)',
      enableSorting: false,
      meta: { hideOnNarrow: true, width: 220 },
      cell: (info) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" lineClamp={2}>
            {cronWords(info.getValue())}
          </Text>
          <Code fz="xs" w="fit-content">
            {info.getValue()}
          </Code>
        </Stack>
      ),
    }),
    column.accessor((schedule) => schedule.recipients.length, {
      id: 'recipients',
      header: 'Recipients',
      meta: { hideOnNarrow: true, width: 180 },
      cell: ({ row }) => {
        const [first, ...others] = row.original.recipients;
        return (
          <Text size="sm" truncate title={row.original.recipients.join(', ')}>
            {first}
            {others.length > 0 && ` +${others.length}`}
          </Text>
        );
      },
    }),
    column.accessor((schedule) => schedule.nextRunAt ?? '', {
      id: 'nextRunAt',
      header: 'Next run',
      meta: { hideOnNarrow: true, width: 160 },
      cell: ({ row }) => <Text size="sm">{formatUtcOr(row.original.nextRunAt, 'Off')}</Text>,
    }),
    column.accessor((schedule) => schedule.lastSentAt ?? '', {
      id: 'lastSentAt',
      header: 'Last sent',
      meta: { hideOnNarrow: true, width: 160 },
      cell: ({ row }) => <Text size="sm">{formatUtcOr(row.original.lastSentAt, 'Never')}</Text>,
    }),
    column.accessor('enabled', {
      header: 'On',
      meta: { width: 64 },
      cell: ({ row }) => <EnabledSwitch schedule={row.original} ariaLabel={`Enabled: ${nameOf(row.original)}`} />,
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { width: 52, align: 'right' },
      cell: ({ row }) => (
        <Group justify="flex-end" gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${nameOf(row.original)}`}
              onClick={() => onEdit(row.original)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    }),
  ];
}

/** The E-Mail Schedules list: owner, folder, frequency in words, recipients, next run, last sent and on/off. */
export function SchedulesTable({
  schedules,
  loading,
  emptyMessage,
  folderLabel,
  onOpen,
  onEdit,
  toolbar,
}: SchedulesTableProps) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'username', desc: false }]);
  const columns = useMemo(() => buildColumns({ folderLabel, onOpen, onEdit }), [folderLabel, onOpen, onEdit]);
  return (
    <DataTable
      label="E-mail schedules"
      data={schedules}
      columns={columns}
      getRowId={(schedule) => schedule.id}
      sorting={sorting}
      onSortingChange={setSorting}
      loading={loading}
      emptyMessage={emptyMessage}
      minWidth={1100}
      toolbar={toolbar}
    />
  );
}
