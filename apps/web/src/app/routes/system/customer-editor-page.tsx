import { resolveCustomerLabel } from '@argus/contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EditorLoadError } from '../../../components/layout/editor-load-error';
import { customerQueryOptions } from '../../../features/customers/api/get-customer';
import { CustomerForm } from '../../../features/customers/components/customer-form';
import { DuplicateCustomerForm } from '../../../features/customers/components/duplicate-customer-form';
import { CustomerEntitiesPanel } from '../../../features/target-entities/components/customer-entities-panel';
import { useRouteHandle } from '../../route-handle';
import { refreshFolderList } from '../../startup/refresh-folder-list';
import { BackLink } from '../../../components/layout/back-link';
import { paths } from '../../../lib/paths';
import { countText } from '../../../lib/count-text';

/** /system/customers/new, /duplicate/:id and /edit/:id; the route's handle names the mode. */
export default function CustomerEditorPage() {
  const { id } = useParams();
  const { page } = useRouteHandle();
  const navigate = useNavigate();

  if (!id) {
    return (
      <Stack gap="lg" maw={1000}>
        <BackLink to={paths.customers}>All customers</BackLink>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          New Customer
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <CustomerForm
            onSaved={(name) => {
              void refreshFolderList();
              void navigate(paths.editCustomer(name));
            }}
          />
        </Paper>
      </Stack>
    );
  }
  return <ExistingCustomer name={id} duplicate={page === 'Duplicate Customer'} />;
}

function ExistingCustomer({ name, duplicate }: { name: string; duplicate: boolean }) {
  const navigate = useNavigate();
  const customer = useQuery(customerQueryOptions(name));
  if (customer.isPending) return <BackLink to={paths.customers}>All customers</BackLink>;
  if (customer.isError) return <EditorLoadError error={customer.error} what="customer" backTo={paths.customers} />;
  const record = customer.data;
  // Titled by its label, as people call the customer; the key, which admins also need, follows in small.
  const label = resolveCustomerLabel(record.customerName, record.customerLabel);

  if (duplicate) {
    return (
      <Stack gap="lg" maw={1000}>
        <BackLink to={paths.customers}>All customers</BackLink>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Duplicate {label}
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <DuplicateCustomerForm
            source={record}
            onDuplicated={(copy) => {
              void refreshFolderList();
              void navigate(paths.editCustomer(copy));
            }}
          />
        </Paper>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={1000}>
      <BackLink to={paths.customers}>All customers</BackLink>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          <Text span inherit ff="monospace" title="Customer name">
            {record.customerName}
          </Text>
          {' · '}
          {countText(record.entityCount, 'monitored entity', 'monitored entities')} ·{' '}
          {countText(record.userCount, 'user')} with access
        </Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {/* Keyed by name: moving from a duplicate's source to the copy starts a fresh form. */}
        <CustomerForm key={record.customerName} customer={record} onSaved={() => void refreshFolderList()} />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <CustomerEntitiesPanel customerName={record.customerName} customerLabel={label} />
      </Paper>
    </Stack>
  );
}
