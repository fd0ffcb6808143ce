import type { FolderSettings } from '@argus/contract';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { NavigationSection } from '../../components/layout/navigation-sections';

// The palette, its matching and its data hooks load on the first Ctrl+K or click, not with the first page.
const CommandPalette = lazy(() => import('./command-palette'));

type CommandPaletteTriggerProps = {
  /** The navigation the user sees. */
  sections: readonly NavigationSection[];
  /** The user's folders. */
  tables: readonly FolderSettings[];
  /** The screen shown has a folder (Signals, Mentions, …). */
  onFolderScreen: boolean;
};

/** The header's search button and Ctrl+K (⌘K on a Mac), anywhere, even while typing: they open the command palette. */
export function CommandPaletteTrigger({ sections, tables, onFolderScreen }: CommandPaletteTriggerProps) {
  const [opened, setOpened] = useState(false);
  // Mounted from the first opening on, so that closing can play its transition and opening again is at once.
  const [asked, setAsked] = useState(false);
  const open = () => {
    setAsked(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  const shortcut = useOs({ getValueInEffect: false }) === 'macos' ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <Button
        variant="default"
        size="sm"
        visibleFrom="sm"
        leftSection={<IconSearch size={16} stroke={1.6} />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K"
        styles={{ label: { fontWeight: 400 } }}
      >
        Jump to
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        hiddenFrom="sm"
        aria-label="Jump to"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
      >
        <IconSearch size={18} stroke={1.6} />
      </ActionIcon>
      {asked ? (
        <Suspense fallback={null}>
          <CommandPalette
            opened={opened}
            onClose={() => setOpened(false)}
            sections={sections}
            tables={tables}
            onFolderScreen={onFolderScreen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
