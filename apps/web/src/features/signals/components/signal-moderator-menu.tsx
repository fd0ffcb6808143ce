import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { IconDots, IconEyeOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useModerationDialogStore } from '../hooks/use-moderation-dialog-store';

type SignalModeratorActionsProps = { signal: Signal };

type ModerateButtonProps = {
  ref?: RefObject<HTMLButtonElement | null>;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

const moderateButton = (props: ModerateButtonProps) => (
  <ActionIcon variant="subtle" color="gray" aria-label="Moderate signal" {...props}>
    <IconDots size={18} />
  </ActionIcon>
);

/**
 * Edit, hide and delete one signal, compact for a card: one menu button. Moderators and admins only. The menu (a
 * Popover with its positioning and focus hooks) is mounted by the first click and then opened from its own button, to
 * which it returns the focus: mounted with every card that scrolls into view, it took a third of the cards' render
 * time (ADR 0053).
 */
export function SignalModeratorMenu({ signal }: SignalModeratorActionsProps) {
  const openDialog = useModerationDialogStore((state) => state.openDialog);
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!wanted) return;
    target.current?.focus();
    setOpened(true);
  }, [wanted]);
  if (!wanted)
    return moderateButton({ onClick: () => setWanted(true), 'aria-haspopup': 'menu', 'aria-expanded': false });
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>{moderateButton({ ref: target })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => openDialog({ kind: 'edit', signal })}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => openDialog({ kind: 'hide', signal })}>
          Hide
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => openDialog({ kind: 'delete', signal })}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same actions as buttons, where there is room for them (the details drawer). */
export function SignalModeratorButtons({ signal }: SignalModeratorActionsProps) {
  const openDialog = useModerationDialogStore((state) => state.openDialog);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        onClick={() => openDialog({ kind: 'edit', signal })}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEyeOff size={14} />}
        onClick={() => openDialog({ kind: 'hide', signal })}
      >
        Hide
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} />}
        onClick={() => openDialog({ kind: 'delete', signal })}
      >
        Delete
      </Button>
    </Group>
  );
}

/** Opens the editor for a new signal of the selected folder. */
export function NewSignalButton() {
  const openDialog = useModerationDialogStore((state) => state.openDialog);
  return (
    <Button leftSection={<IconPlus size={16} />} onClick={() => openDialog({ kind: 'create' })}>
      New signal
    </Button>
  );
}
