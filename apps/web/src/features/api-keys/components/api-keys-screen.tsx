import type { ApiKey, CreatedApiKey } from '@argus/contract';
import { ActionIcon, Button, Code, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { DataTableCount } from '../../../components/data-table/data-table-count';
import {
  createDataTableColumns,
  type DataTableColumn,
  type SortingState,
} from '../../../components/data-table/data-table-features';
import { RelativeTimeText } from '../../../components/relative-time/relative-time-text';
import { apiKeysQueryOptions } from '../api/get-api-keys';
import { CreatedKeyModal } from './created-key-modal';
import { NewApiKeyDialog, type FolderOption } from './new-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

const NO_KEYS: ApiKey[] = [];
const column = createDataTableColumns<ApiKey>();

type ColumnInput = { folderLabel: (customerName: string) => string; onRevoke: (apiKey: ApiKey) => void };

function buildColumns({ folderLabel, onRevoke }: ColumnInput): DataTableColumn<ApiKey>[] {
  const foldersOf = (apiKey: ApiKey) => apiKey.customers.map(folderLabel).join(', ');
  return [
    column.accessor('name', {
      header: 'Name',
      sortFn: 'text',
      cell: ({ row }) => (
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} truncate="end" title={row.original.name}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed" truncate hiddenFrom="xs">
            {row.original.prefix}… · {foldersOf(row.original)}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('prefix', {
      header: 'Key',
      enableSorting: false,
      meta: { hideOnNarrow: true, width: 150 },
      cell: (info) => <Code fz="xs">{info.getValue()}…</Code>,
    }),
    column.accessor((apiKey) => foldersOf(apiKey), {
      id: 'folders',
      header: 'Folders',
      sortFn: 'text',
      meta: { hideOnNarrow: true, width: 220 },
      cell: (info) => (
        <Text size="sm" lineClamp={2} title={info.getValue<string>()}>
          {info.getValue<string>()}
        </Text>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { hideOnNarrow: true, width: 170 },
      cell: ({ row }) => (
        <Stack gap={0}>
          <RelativeTimeText value={row.original.createdAt} fallback="—" />
          <Text size="xs" c="dimmed" truncate>
            by {row.original.createdBy ?? 'a deleted user'}
          </Text>
        </Stack>
      ),
    }),
    column.accessor((apiKey) => apiKey.lastUsedAt ?? '', {
      id: 'lastUsedAt',
      header: 'Last used',
      meta: { hideOnNarrow: true, width: 120 },
      cell: ({ row }) => <RelativeTimeText value={row.original.lastUsedAt} fallback="Never" />,
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { width: 56, align: 'right' },
      cell: ({ row }) => (
        <Tooltip label="Revoke">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Revoke ${row.original.name}`}
            onClick={() => onRevoke(row.original)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    }),
  ];
}

type ApiKeysScreenProps = {
  folders: FolderOption[];
  folderLabel: (customerName: string) => string;
};

/** API Keys (admin): the keys machine clients push mentions and signals with, each for some folders. */
export function ApiKeysScreen({ folders, folderLabel }: ApiKeysScreenProps) {
  const keys = useQuery(apiKeysQueryOptions);
  const all = keys.data ?? NO_KEYS;
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const columns = useMemo(() => buildColumns({ folderLabel, onRevoke: setRevoking }), [folderLabel]);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        API Keys
      </Title>
      <DataTable
        label="API keys"
        data={all}
        columns={columns}
        getRowId={(apiKey) => apiKey.id}
        sorting={sorting}
        onSortingChange={setSorting}
        loading={keys.isPending}
        emptyMessage={keys.isError ? 'The API keys could not be loaded.' : 'No API keys yet.'}
        minWidth={860}
        toolbar={
          <Group justify="space-between" gap="sm">
            <DataTableCount shown={all.length} total={all.length} noun={all.length === 1 ? 'key' : 'keys'} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New key
            </Button>
          </Group>
        }
      />
      <NewApiKeyDialog
        opened={creating}
        folders={folders}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <CreatedKeyModal
        created={created}
        origin={window.location.origin}
        folderLabel={folderLabel}
        onClose={() => setCreated(null)}
      />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
