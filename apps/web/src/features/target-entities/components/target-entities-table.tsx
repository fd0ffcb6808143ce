import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TargetEntityRecord } from '@argus/contract';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../components/data-table/data-table-features';
import { DataTablePager } from '../../../components/data-table/data-table-pager';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { EditDuplicateLinks } from '../../../components/data-table/edit-duplicate-links';
import { useTargetEntityPage } from '../hooks/use-target-entity-page';
import { countryName } from '../../../lib/country-name';
import { paths } from '../../../lib/paths';

export const TARGET_ENTITY_PAGE_SIZE = 50;

const column = createDataTableColumns<TargetEntityRecord>();

const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <div>
        <Anchor component={Link} to={paths.editTargetEntity(row.original.id)} fw={600} lineClamp={2}>
          {row.original.name}
        </Anchor>
        {row.original.aliases.length > 0 && (
          <Text size="xs" c="dimmed" truncate title={row.original.aliases.join(', ')}>
            also {row.original.aliases.join(', ')}
          </Text>
        )}
      </div>
    ),
  }),
  column.accessor('dunsId', {
    header: 'DUNS',
    meta: { hideOnNarrow: true, width: 115 },
    cell: (info) => (
      <Text size="sm" ff="monospace">
        {info.getValue() ?? '—'}
      </Text>
    ),
  }),
  column.accessor('industry', {
    header: 'Industry',
    meta: { hideOnNarrow: true, width: 180 },
    cell: ({ row }) => (
      <div>
        <Text size="sm" truncate>
          {row.original.industry ?? '—'}
        </Text>
        {row.original.entityType && (
          <Text size="xs" c="dimmed" truncate>
            {row.original.entityType}
          </Text>
        )}
      </div>
    ),
  }),
  column.accessor('country', {
    header: 'Location',
    meta: { hideOnNarrow: true, width: 190 },
    cell: ({ row }) => {
      const { city, country } = row.original;
      const place = [city, country ? countryName(country) : null].filter(Boolean).join(', ');
      return (
        <Text size="sm" truncate title={place}>
          {place || '—'}
        </Text>
      );
    },
  }),
  column.accessor('customers', {
    header: 'Customers',
    meta: { hideOnNarrow: true, width: 105, align: 'right' },
    enableSorting: false,
    cell: (info) => (
      <Text size="sm" title={info.getValue().join(', ')}>
        {info.getValue().length}
      </Text>
    ),
  }),
  column.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { width: 84, align: 'right' },
    cell: ({ row }) => (
      <EditDuplicateLinks
        name={row.original.name}
        editPath={paths.editTargetEntity(row.original.id)}
        duplicatePath={paths.duplicateTargetEntity(row.original.id)}
      />
    ),
  }),
];

/**
 * The Target Entities screen's list, paged, searched and sorted by the server: tens of thousands of entities never
 * travel to the browser, one page of 50 does.
 */
export function TargetEntitiesTable() {
  const entities = useTargetEntityPage({ size: TARGET_ENTITY_PAGE_SIZE });

  return (
    <DataTable
      label="Target entities"
      {...entities.tableProps}
      columns={columns}
      emptyMessage={entities.debouncedSearch ? 'No target entity matches the search.' : 'No target entities yet.'}
      minWidth={960}
      toolbar={
        <Group justify="space-between" gap="sm">
          <DataTableSearch
            value={entities.search}
            onChange={entities.changeSearch}
            placeholder="Search name, alias or DUNS"
            label="Search target entities"
          />
          <Button component={Link} to={paths.newTargetEntity} leftSection={<IconPlus size={16} />}>
            New target entity
          </Button>
        </Group>
      }
      footer={
        <DataTablePager
          page={entities.page}
          pageSize={TARGET_ENTITY_PAGE_SIZE}
          total={entities.total}
          onPageChange={entities.setPage}
        />
      }
    />
  );
}
