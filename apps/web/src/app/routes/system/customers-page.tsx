import { Stack, Title } from '@mantine/core';
import type { CustomerRecord } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { customerTableQueryOptions } from '../../../features/customers/api/get-customer-table';
import { CustomersTable } from '../../../features/customers/components/customers-table';
import { useAdminListsLoaded } from '../../../shared/state/loading-flags-store';

const NO_CUSTOMERS: CustomerRecord[] = [];

export default function CustomersPage() {
  // The start-up loads this table (and the browser keeps a copy); it is asked again once the start-up has.
  const loaded = useAdminListsLoaded();
  const customers = useQuery({ ...customerTableQueryOptions, enabled: loaded });
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Customers
      </Title>
      <CustomersTable
        customers={customers.data ?? NO_CUSTOMERS}
        loading={customers.data === undefined}
        refreshing={customers.isFetching && customers.data !== undefined}
      />
    </Stack>
  );
}
