import { ActionIcon, Anchor, Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import type { TargetEntityRecord } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { createDataTableColumns, type SortingState } from '../../../components/data-table/data-table-features';
import { DataTablePager } from '../../../components/data-table/data-table-pager';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { targetEntityPageQueryOptions } from '../api/get-target-entity-table';
import { countryName } from '../lib/country-options';
import { toServerSort } from '../lib/server-sort';

export const TARGET_ENTITY_PAGE_SIZE = 50;
/** Typing pauses this long before the server is asked: one request per word, not per letter. */
const SEARCH_DEBOUNCE_MS = 250;
const NO_ROWS: TargetEntityRecord[] = [];

const column = createDataTableColumns<TargetEntityRecord>();
const editPath = (id: string) => `/system/target-entities/edit/${id}`;

const columns = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => (
      <div>
        <Anchor component={Link} to={editPath(row.original.id)} fw={600} lineClamp={2}>
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
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label="Edit">
          <ActionIcon
            component={Link}
            to={editPath(row.original.id)}
            variant="subtle"
            aria-label={`Edit ${row.original.name}`}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Duplicate">
          <ActionIcon
            component={Link}
            to={`/system/target-entities/duplicate/${row.original.id}`}
            variant="subtle"
            aria-label={`Duplicate ${row.original.name}`}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  }),
];

/**
 * The Target Entities screen's list, paged, searched and sorted by the server: tens of thousands of entities never
 * travel to the browser, one page of 50 does.
 */
export function TargetEntitiesTable() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const [page, setPage] = useState(1);
  const result = useQuery(
    targetEntityPageQueryOptions({
      page,
      size: TARGET_ENTITY_PAGE_SIZE,
      sort: toServerSort(sorting),
      search: debouncedSearch,
    }),
  );
  const total = result.data?.total ?? 0;

  return (
    <DataTable
      label="Target entities"
      data={result.data?.rows ?? NO_ROWS}
      columns={columns}
      getRowId={(entity) => entity.id}
      sorting={sorting}
      onSortingChange={(updater) => {
        setSorting(updater);
        setPage(1);
      }}
      manualSorting
      loading={result.isPending}
      refreshing={result.isPlaceholderData}
      emptyMessage={debouncedSearch ? 'No target entity matches the search.' : 'No target entities yet.'}
      minWidth={960}
      toolbar={
        <Group justify="space-between" gap="sm">
          <DataTableSearch
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder="Search name, alias or DUNS"
            label="Search target entities"
          />
          <Button component={Link} to="/system/target-entities/new" leftSection={<IconPlus size={16} />}>
            New target entity
          </Button>
        </Group>
      }
      footer={<DataTablePager page={page} pageSize={TARGET_ENTITY_PAGE_SIZE} total={total} onPageChange={setPage} />}
    />
  );
}
