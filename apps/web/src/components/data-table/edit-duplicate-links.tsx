import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';

type EditDuplicateLinksProps = {
  /** The row's record as people know it: the links are named "Edit <name>" and "Duplicate <name>". */
  name: string;
  editPath: string;
  duplicatePath: string;
};

/** A list row's actions column: links to edit the record and to start a copy of it. */
export function EditDuplicateLinks({ name, editPath, duplicatePath }: EditDuplicateLinksProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon component={Link} to={editPath} variant="subtle" aria-label={`Edit ${name}`}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Duplicate">
        <ActionIcon component={Link} to={duplicatePath} variant="subtle" aria-label={`Duplicate ${name}`}>
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
