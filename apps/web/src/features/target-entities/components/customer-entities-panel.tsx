import { ActionIcon, Anchor, Group, Select, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUnlink } from '@tabler/icons-react';
import type { TargetEntityRecord } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { DataTable } from '../../../components/data-table/data-table';
import { createDataTableColumns } from '../../../components/data-table/data-table-features';
import { DataTablePager } from '../../../components/data-table/data-table-pager';
import { DataTableSearch } from '../../../components/data-table/data-table-search';
import { targetEntityPageQueryOptions } from '../api/get-target-entity-table';
import { useLinkCustomerMutation } from '../api/link-customer';
import { useUnlinkCustomerMutation } from '../api/unlink-customer';
import { SEARCH_DEBOUNCE_MS, useTargetEntityPage } from '../hooks/use-target-entity-page';
import { countryName } from '../../../lib/country-name';
import { paths } from '../../../lib/paths';

const PAGE_SIZE = 20;
const PICKER_SIZE = 20;
const NO_ROWS: TargetEntityRecord[] = [];
const column = createDataTableColumns<TargetEntityRecord>();

/**
 * The target entities a customer monitors (the customer editor's last part): searched and paged on the server, with
 * one entity added or removed at a time, each saved at once.
 */
type CustomerEntitiesPanelProps = {
  customerName: string;
  /** The customer as people call it, in the panel's sentences. */
  customerLabel: string;
};

export function CustomerEntitiesPanel({ customerName, customerLabel }: CustomerEntitiesPanelProps) {
  const linked = useTargetEntityPage({ size: PAGE_SIZE, customer: customerName });
  const link = useLinkCustomerMutation();
  const unlink = useUnlinkCustomerMutation();

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: 'Name',
        cell: ({ row }) => (
          <Anchor component={Link} to={paths.editTargetEntity(row.original.id)} lineClamp={1}>
            {row.original.name}
          </Anchor>
        ),
      }),
      column.accessor('dunsId', {
        header: 'DUNS',
        meta: { width: 120 },
        cell: (info) => (
          <Text size="sm" ff="monospace">
            {info.getValue() ?? '—'}
          </Text>
        ),
      }),
      column.accessor('country', {
        header: 'Country',
        meta: { width: 160 },
        cell: (info) => (info.getValue() ? countryName(info.getValue()!) : '—'),
      }),
      column.display({
        id: 'remove',
        header: () => <VisuallyHidden>Remove</VisuallyHidden>,
        meta: { width: 60, align: 'right' },
        cell: ({ row }) => (
          <Tooltip label={`Stop monitoring ${row.original.name}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Stop monitoring ${row.original.name}`}
              loading={unlink.isPending && unlink.variables?.id === row.original.id}
              onClick={() =>
                unlink.mutate(
                  { id: row.original.id, customer: customerName },
                  {
                    onSuccess: () =>
                      showAlert(
                        'success',
                        'Entity removed',
                        `${customerLabel} no longer monitors ${row.original.name}.`,
                      ),
                    onError: (error) => showSubmitErrorAlert(error, 'Entity not removed'),
                  },
                )
              }
            >
              <IconUnlink size={16} />
            </ActionIcon>
          </Tooltip>
        ),
      }),
    ],
    [customerName, customerLabel, unlink],
  );

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          Monitored target entities
        </Title>
        <Text size="sm" c="dimmed">
          The companies this customer&apos;s signals are about. Changes here are saved at once.
        </Text>
      </div>
      <DataTable
        label={`Target entities monitored by ${customerLabel}`}
        {...linked.tableProps}
        columns={columns}
        emptyMessage={
          linked.debouncedSearch ? 'No monitored entity matches the search.' : 'No entity is monitored yet.'
        }
        minWidth={560}
        maxHeight="480px"
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DataTableSearch
              value={linked.search}
              onChange={linked.changeSearch}
              placeholder="Search monitored entities"
            />
            <AddEntityPicker
              customerName={customerName}
              adding={link.isPending}
              onAdd={(entity) =>
                link.mutate(
                  { id: entity.id, customer: customerName },
                  {
                    onSuccess: () =>
                      showAlert('success', 'Entity added', `${customerLabel} monitors ${entity.name} now.`),
                    onError: (error) => showSubmitErrorAlert(error, 'Entity not added'),
                  },
                )
              }
            />
          </Group>
        }
        footer={
          <DataTablePager page={linked.page} pageSize={PAGE_SIZE} total={linked.total} onPageChange={linked.setPage} />
        }
      />
    </Stack>
  );
}

type AddEntityPickerProps = {
  customerName: string;
  adding: boolean;
  onAdd: (entity: TargetEntityRecord) => void;
};

/** A search over all target entities (on the server) to pick one for the customer to monitor. */
function AddEntityPicker({ customerName, adding, onAdd }: AddEntityPickerProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    ...targetEntityPageQueryOptions({ page: 1, size: PICKER_SIZE, sort: 'name', search: debouncedSearch }),
    enabled: debouncedSearch.length > 0,
  });
  const rows = found.data?.rows ?? NO_ROWS;
  const options = rows.map((entity) => ({
    value: entity.id,
    label: entity.name,
    disabled: entity.customers.includes(customerName),
  }));
  return (
    <Select
      label="Add an entity"
      placeholder="Search name, alias or DUNS"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={null}
      filter={({ options: all }) => all}
      nothingFoundMessage={debouncedSearch ? 'No target entity matches' : 'Type to search'}
      disabled={adding}
      w={{ base: '100%', sm: 320 }}
      onChange={(id) => {
        const entity = rows.find((row) => row.id === id);
        if (entity) onAdd(entity);
        setSearch('');
      }}
      renderOption={({ option }) => (
        <Text size="sm">
          {option.label}
          {'disabled' in option && option.disabled ? ' (monitored)' : ''}
        </Text>
      )}
    />
  );
}
