import { MultiSelect, type MultiSelectProps } from '@mantine/core';

type UserFoldersSelectProps = Omit<MultiSelectProps, 'label' | 'searchable' | 'clearable' | 'nothingFoundMessage'>;

/** The customers a user is granted, picked by name or label; the form gives the choices and the hint. */
export function UserFoldersSelect(props: UserFoldersSelectProps) {
  return <MultiSelect label="Folders" searchable clearable nothingFoundMessage="No customer matches" {...props} />;
}
