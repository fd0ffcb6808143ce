import { Anchor, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { resolveCustomerLabel, type CustomerRecord } from '@argus/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { DataTableCount } from '../../../components/data-table/data-table-count';
import { createDataTableColumns, type SortingState } from '../../../components/data-table/data-table-features';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EditDuplicateLinks } from '../../../components/data-table/edit-duplicate-links';
import { filterCustomers } from '../lib/filter-customers';
import { paths } from '../../../lib/paths';

const column = createDataTableColumns<CustomerRecord>();

const FEATURE_BADGES = [
  { key: 'monitoring', label: 'Monitoring', color: 'violet' },
  { key: 'discovery', label: 'Discovery', color: 'teal' },
  { key: 'trend', label: 'Trend', color: 'orange' },
] as const;

const labelOf = (customer: CustomerRecord) => resolveCustomerLabel(customer.customerName, customer.customerLabel);

// The label first (what people call the customer), then the key and folder table that admins need to tell them apart.
const columns = [
  column.accessor(labelOf, {
    id: 'label',
    header: 'Label',
    cell: ({ row, getValue }) => (
      <Anchor
        component={Link}
        to={paths.editCustomer(row.original.customerName)}
        fw={600}
        truncate="end"
        display="block"
      >
        {getValue()}
      </Anchor>
    ),
  }),
  column.accessor('customerName', {
    header: 'Name',
    meta: { width: 190 },
    cell: ({ row, getValue }) => (
      <div>
        <Text size="sm" ff="monospace" truncate>
          {getValue()}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" truncate title="Folder table">
          {row.original.folderDbTable}
        </Text>
      </div>
    ),
  }),
  column.display({
    id: 'features',
    header: 'Features',
    meta: { hideOnNarrow: true, width: 200 },
    cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        {FEATURE_BADGES.filter((feature) => row.original.features[feature.key]).map((feature) => (
          <Badge key={feature.key} variant="light" color={feature.color} size="xs" style={{ flexShrink: 0 }}>
            {feature.label}
          </Badge>
        ))}
      </Group>
    ),
  }),
  column.accessor((customer) => customer.discoveries.length, {
    id: 'discoveries',
    header: 'Discoveries',
    meta: { hideOnNarrow: true, width: 110, align: 'right' },
  }),
  column.accessor('entityCount', { header: 'Entities', meta: { width: 90, align: 'right' } }),
  column.accessor('userCount', { header: 'Users', meta: { hideOnNarrow: true, width: 75, align: 'right' } }),
  column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { width: 84, align: 'right' },
    cell: ({ row }) => {
      const name = row.original.customerName;
      return (
        <EditDuplicateLinks
          name={labelOf(row.original)}
          editPath={paths.editCustomer(name)}
          duplicatePath={paths.duplicateCustomer(name)}
        />
      );
    },
  }),
];

type CustomersTableProps = { customers: CustomerRecord[]; loading: boolean; refreshing: boolean };

/** The Customers screen's list: search over name, label and folder table; every data column sorts. */
export function CustomersTable({ customers, loading, refreshing }: CustomersTableProps) {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'label', desc: false }]);
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterCustomers(customers, deferredSearch), [customers, deferredSearch]);
  return (
    <DataTable
      label="Customers"
      data={shown}
      columns={columns}
      getRowId={(customer) => customer.customerName}
      sorting={sorting}
      onSortingChange={setSorting}
      loading={loading}
      refreshing={refreshing}
      emptyMessage={search ? 'No customer matches the search.' : 'No customers yet.'}
      minWidth={960}
      toolbar={
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <DataTableSearch value={search} onChange={setSearch} placeholder="Search customers" />
            <DataTableCount shown={shown.length} total={customers.length} noun="customers" />
          </Group>
          <Button component={Link} to={paths.newCustomer} leftSection={<IconPlus size={16} />}>
            New customer
          </Button>
        </Group>
      }
    />
  );
}
