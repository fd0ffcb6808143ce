import { Stack, Title } from '@mantine/core';
import type { UserRecord } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { usersQueryOptions } from '../../../features/users/api/get-users';
import { SignUpRequests } from '../../../features/users/components/sign-up-requests';
import { UsersTable } from '../../../features/users/components/users-table';

// One empty list for every render while loading: a new [] each time would make the table recompute its rows.
const NO_USERS: UserRecord[] = [];

export default function UsersPage() {
  const users = useQuery(usersQueryOptions);
  const { labelOf } = useCustomerOptions();
  const list = users.data ?? NO_USERS;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Users
      </Title>
      <UsersTable
        users={list}
        loading={users.isPending}
        folderLabel={labelOf}
        beforeRows={<SignUpRequests users={list} />}
      />
    </Stack>
  );
}
