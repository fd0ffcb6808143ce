import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { UserRecord } from '@argus/contract';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { DataTableCount } from '../../../components/data-table/data-table-count';
import {
  createDataTableColumns,
  type DataTableColumn,
  type SortingState,
} from '../../../components/data-table/data-table-features';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { describeRole } from '../../../lib/describe-role';
import { filterUsers } from '../lib/filter-users';
import { formatDate, formatTimestamp } from '../lib/format-timestamp';
import { UserStatusBadge } from './user-status-badge';
import { paths } from '../../../lib/paths';

type UsersTableProps = {
  users: UserRecord[];
  loading: boolean;
  /** A folder's label by customer name. */
  folderLabel: (customerName: string) => string;
  /**
   * What shows between the search and the rows (the waiting sign-up requests): it arrives with the list, so below the
   * search and "Add user" it moves only the rows, never the controls a user may be reaching for.
   */
  beforeRows?: ReactNode;
};

const column = createDataTableColumns<UserRecord>();
const FOLDERS_SHOWN = 2;

function buildColumns(folderLabel: (customerName: string) => string): DataTableColumn<UserRecord>[] {
  return [
    column.accessor('username', {
      header: 'Username',
      meta: { width: 140 },
      sortFn: 'text',
      cell: (info) => (
        <Anchor component={Link} to={paths.editUser(info.getValue())} fw={600} truncate="end" display="block">
          {info.getValue()}
        </Anchor>
      ),
    }),
    column.accessor((user) => user.displayName ?? '', {
      id: 'displayName',
      header: 'Display name',
      meta: { hideOnNarrow: true, width: 150 },
      sortFn: 'text',
      cell: (info) => info.getValue() || <Text c="dimmed">—</Text>,
    }),
    column.accessor('privilege', {
      header: 'Role',
      meta: { width: 120 },
      cell: (info) => describeRole(info.getValue()),
    }),
    column.accessor((user) => (user.role === 'user' ? user.folders.length : Number.MAX_SAFE_INTEGER), {
      id: 'folders',
      header: 'Folders',
      meta: { hideOnNarrow: true },
      cell: ({ row }) => {
        const user = row.original;
        if (user.role !== 'user')
          return (
            <Text size="sm" truncate>
              All customers
            </Text>
          );
        if (user.folders.length === 0) return <Text c="dimmed">None</Text>;
        const shown = user.folders.slice(0, FOLDERS_SHOWN).map(folderLabel).join(', ');
        const more = user.folders.length - FOLDERS_SHOWN;
        return (
          <Text size="sm" truncate title={user.folders.map(folderLabel).join(', ')}>
            {shown}
            {more > 0 && ` +${more}`}
          </Text>
        );
      },
    }),
    column.accessor('status', {
      header: 'Status',
      // Wide enough for the longest badge, "Sign-up request", whole.
      meta: { width: 170 },
      cell: (info) => <UserStatusBadge status={info.getValue()} />,
    }),
    column.accessor((user) => user.lastLoginAt ?? '', {
      id: 'lastLoginAt',
      header: 'Last login',
      meta: { hideOnNarrow: true, width: 150 },
      cell: ({ row }) => formatTimestamp(row.original.lastLoginAt),
    }),
    column.accessor('createdAt', {
      header: 'Created',
      meta: { hideOnNarrow: true, width: 110 },
      cell: (info) => formatDate(info.getValue()),
    }),
  ];
}

/** The Users screen's list: search over username, display name and e-mail; every column sorts. */
export function UsersTable({ users, loading, folderLabel, beforeRows }: UsersTableProps) {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'username', desc: false }]);
  const columns = useMemo(() => buildColumns(folderLabel), [folderLabel]);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterUsers(users, deferredSearch), [users, deferredSearch]);
  const pendingCount = users.filter((user) => user.status === 'pending').length;

  return (
    <DataTable
      label="Users"
      data={shown}
      columns={columns}
      getRowId={(user) => user.id}
      sorting={sorting}
      onSortingChange={setSorting}
      loading={loading}
      emptyMessage={search ? 'No user matches the search.' : 'No users yet.'}
      minWidth={920}
      toolbar={
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <DataTableSearch value={search} onChange={setSearch} placeholder="Search users" />
              <DataTableCount shown={shown.length} total={users.length} noun="users" />
              {pendingCount > 0 && (
                <Badge color="yellow" variant="light">
                  {pendingCount} sign-up {pendingCount === 1 ? 'request' : 'requests'}
                </Badge>
              )}
            </Group>
            <Button component={Link} to={paths.newUser} leftSection={<IconUserPlus size={16} />}>
              Add user
            </Button>
          </Group>
          {beforeRows}
        </Stack>
      }
    />
  );
}
