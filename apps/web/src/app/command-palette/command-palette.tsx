import { OPEN_SIGNAL_PARAM, type FolderSettings, type SavedView, type SavedViewKind } from '@argus/contract';
import { deriveSignalOptions } from '@argus/filtering';
import { Combobox, Group, Modal, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NavigationSection } from '../../components/layout/navigation-sections';
import { useFolderStore } from '../../features/folders/hooks/use-folder-store';
import { buildFolderOptions } from '../../features/folders/lib/build-folder-options';
import { useSavedViews } from '../../features/saved-views/api/get-saved-views';
import { savedViewHref } from '../../features/saved-views/lib/saved-view-href';
import { useFolderSignals } from '../../features/signals/hooks/use-folder-signals-store';
import { signalsHref } from '../../features/signals/lib/signals-link';
import { useSignalCriteriaDefaults } from '../routes/corporate-intelligence/use-page-signal-criteria';
import {
  buildPaletteCommands,
  matchPaletteCommands,
  PALETTE_GROUPS,
  type PaletteAction,
  type PaletteCommand,
  type PaletteSavedView,
} from './palette-commands';
import classes from './command-palette.module.css';
import { paths } from '../../lib/paths';

type CommandPaletteProps = {
  opened: boolean;
  onClose: () => void;
  sections: readonly NavigationSection[];
  tables: readonly FolderSettings[];
  /** The screen shown has a folder (Signals, Mentions, …): a folder chosen here shows on it. */
  onFolderScreen: boolean;
};

const RECENT_SIGNALS = 8;
const SCREEN_LABEL: Record<SavedViewKind, string> = { signals: 'Signals', mentions: 'Mentions' };

/** A view as the palette lists it: its screen, whose it is when another user's, and where it opens. */
function toPaletteSavedView(view: SavedView): PaletteSavedView {
  return {
    id: view.id,
    name: view.name,
    screen: SCREEN_LABEL[view.kind],
    owner: view.own ? null : view.owner,
    href: savedViewHref(view),
  };
}

/** Jump to a screen, folder, company or recent signal by typing a few letters; lazily loaded. */
export default function CommandPalette({ opened, onClose, sections, tables, onFolderScreen }: CommandPaletteProps) {
  const navigate = useNavigate();
  const customer = useFolderStore((state) => state.selectedCustomerName);
  const selectCustomer = useFolderStore((state) => state.selectCustomer);
  const { events } = useFolderSignals(customer);
  const signalDefaults = useSignalCriteriaDefaults();
  const savedViews = useSavedViews(customer, opened);
  const [query, setQuery] = useState('');
  // The list is always shown (no dropdown to open): the arrow keys move through it from the field.
  const combobox = useCombobox({ opened: true });

  const commands = useMemo(
    () =>
      // A folder's companies are counted only while the palette is open: a folder may hold 25,000 signals.
      opened
        ? buildPaletteCommands({
            sections,
            folders: buildFolderOptions(tables),
            companies: deriveSignalOptions(events).companyNames,
            recentSignals: events.slice(0, RECENT_SIGNALS),
            savedViews: savedViews.map(toPaletteSavedView),
          })
        : [],
    [opened, sections, tables, events, savedViews],
  );
  const shown = useMemo(() => matchPaletteCommands(commands, query), [commands, query]);
  const byId = useMemo(() => new Map(shown.map((command) => [command.id, command])), [shown]);

  // Enter takes the best match: the first option is the selected one after every keystroke.
  useEffect(() => {
    if (opened) combobox.selectFirstOption();
  }, [opened, shown, combobox]);

  const close = () => {
    setQuery('');
    onClose();
  };
  const run = (action: PaletteAction) => {
    close();
    switch (action.kind) {
      case 'go':
        return void navigate(action.to);
      case 'folder':
        selectCustomer(action.customerName);
        // Elsewhere (Users, Settings …) the folder would not show: its start screen does.
        if (!onFolderScreen) void navigate(paths.home);
        return;
      case 'company':
        return void navigate(signalsHref(signalDefaults, signalDefaults, { companyNames: [action.companyName] }));
      case 'signal':
        return void navigate(`${paths.signalStream}?${OPEN_SIGNAL_PARAM}=${encodeURIComponent(action.signalId)}`);
    }
  };

  const option = (command: PaletteCommand) => (
    <Combobox.Option value={command.id} key={command.id}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate className={classes.label}>
          {command.label}
        </Text>
        {command.description ? (
          <Text size="xs" className={classes.description}>
            {command.description}
          </Text>
        ) : null}
      </Group>
    </Combobox.Option>
  );

  return (
    <Modal opened={opened} onClose={close} title="Jump to" size="lg" yOffset="10vh" data-testid="command-palette">
      <Combobox
        store={combobox}
        onOptionSubmit={(id) => {
          const command = byId.get(id);
          if (command) run(command.action);
        }}
      >
        <Combobox.EventsTarget>
          <TextInput
            data-autofocus
            aria-label="Screen, folder, company or signal"
            placeholder="A screen, folder, company or signal…"
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              // The open list keeps Escape from the dialog (Mantine's combobox), so the field closes it.
              if (event.key === 'Escape') close();
            }}
          />
        </Combobox.EventsTarget>
        <div className={classes.list}>
          <Combobox.Options aria-label="Places to jump to">
            {shown.length === 0 ? (
              <Combobox.Empty>Nothing matches “{query.trim()}”</Combobox.Empty>
            ) : (
              PALETTE_GROUPS.map((group) => {
                const inGroup = shown.filter((command) => command.group === group);
                return inGroup.length > 0 ? (
                  <Combobox.Group label={group} key={group}>
                    {inGroup.map(option)}
                  </Combobox.Group>
                ) : null;
              })
            )}
          </Combobox.Options>
        </div>
      </Combobox>
    </Modal>
  );
}
