import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type DataTableSearchProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; defaults to the placeholder. */
  label?: string;
};

/** The search box of a list's toolbar, with a button that clears it. */
export function DataTableSearch({ value, onChange, placeholder, label }: DataTableSearchProps) {
  return (
    <TextInput
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={value ? <CloseButton aria-label="Clear search" onClick={() => onChange('')} /> : null}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
