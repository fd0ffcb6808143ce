import { Alert, MultiSelect, Stack, type MultiSelectProps } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';

type UserFoldersSelectProps = Omit<MultiSelectProps, 'label' | 'searchable' | 'clearable' | 'nothingFoundMessage'> & {
  /** The form's role is Analyst: without a folder the user would find nothing to open. */
  analyst: boolean;
};

/**
 * The customers a user is granted, picked by name or label; the form gives the choices and the hint. An analyst left
 * without one is warned about before the save (it stays allowed: the grants may follow later).
 */
export function UserFoldersSelect({ analyst, ...props }: UserFoldersSelectProps) {
  const withoutFolders = analyst && (props.value?.length ?? 0) === 0;
  return (
    <Stack gap="xs">
      <MultiSelect label="Folders" searchable clearable nothingFoundMessage="No customer matches" {...props} />
      {withoutFolders && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconFolderOff size={18} stroke={1.6} />}
          title="No folder chosen"
          // A polite hint, not an alarm: the form opens with it, and saving without a folder stays allowed.
          role="status"
        >
          An analyst sees only the folders shared with them: without one, Signals and Mentions stay empty and ask them
          to contact an administrator.
        </Alert>
      )}
    </Stack>
  );
}
