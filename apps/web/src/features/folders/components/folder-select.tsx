import type { FolderSettings } from '@argus/contract';
import { Select } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useMemo } from 'react';
import { buildFolderOptions } from '../lib/build-folder-options';
import { useFolderStore } from '../hooks/use-folder-store';

type FolderSelectProps = { tables: readonly FolderSettings[]; loading?: boolean };

/** Spec section 2: the searchable single-select of customer/folder in the header. */
export function FolderSelect({ tables, loading = false }: FolderSelectProps) {
  const selectedCustomerName = useFolderStore((state) => state.selectedCustomerName);
  const selectCustomer = useFolderStore((state) => state.selectCustomer);
  const options = useMemo(() => buildFolderOptions(tables), [tables]);

  return (
    <Select
      aria-label="Folder"
      placeholder={loading ? 'Loading folders…' : 'Select a folder'}
      data={options}
      value={selectedCustomerName}
      onChange={(value) => {
        if (value) selectCustomer(value);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No folder matches"
      disabled={loading || options.length === 0}
      leftSection={<IconFolder size={16} stroke={1.6} />}
      comboboxProps={{ shadow: 'md' }}
      size="sm"
      w="100%"
    />
  );
}
