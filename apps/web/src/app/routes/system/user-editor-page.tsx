import { resolveCustomerLabel } from '@argus/contract';
import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ComingSoonPanel } from '../../../components/coming-soon/coming-soon-panel';
import { customerListQueryOptions } from '../../../features/customers/api/get-customer-list';
import { NewUserForm } from '../../../features/users/components/new-user-form';

/** /system/users/new and /system/users/edit/:name. */
export default function UserEditorPage() {
  const { name } = useParams();
  const navigate = useNavigate();
  const customers = useQuery(customerListQueryOptions);
  const folders = useMemo(
    () =>
      (customers.data ?? []).map((customer) => ({
        value: customer.customerName,
        label: resolveCustomerLabel(customer.customerName, customer.customerLabel),
      })),
    [customers.data],
  );

  if (name) {
    return (
      <ComingSoonPanel
        title={`Edit user ${name}`}
        description="Change the user's role, folders and status, reset the password or disable the account."
      />
    );
  }
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Add user
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <NewUserForm folders={folders} onCreated={() => void navigate('/system/users')} />
      </Paper>
    </Stack>
  );
}
