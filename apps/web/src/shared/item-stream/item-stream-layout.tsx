import type { ListDensity } from '@argus/contract';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ServerListing } from '../folder-data/use-server-filter';
import { showErrorAlert } from '../../components/alert/show-alert';
import { DensityControl } from './density-control';
import { folderStatusText } from './folder-status-text';
import { KeyboardHint } from './keyboard-hint';
import { storyCountText } from './story-count-text';
import classes from './item-stream-layout.module.css';
import { FiltersBeside, FiltersButton, useFiltersDrawer } from './filters-beside';
import { formatCount } from '../../lib/format-count';
import { afterNextPaint } from '../../lib/after-next-paint';
import { announceFirstItemsShown } from './first-items-shown';

type ItemStreamLayoutProps = {
  title: string;
  /** Singular, lower case ("signal"): the counts' wording and test ids. */
  noun: string;
  /** The folder's loaded items, and whether its history is in (else the count may still grow). */
  loadedCount: number;
  historyLoaded: boolean;
  /** How far back the folder is loaded, as the status line says it ("the last month" unless the user chose longer). */
  loadedRangeText?: string;
  shownCount: number;
  /** How many stories (ADR 0134) the shown items make, when the kind groups them; said beside the count. */
  storyCount?: number;
  /** The answer for the present criteria is on its way: the count is not known yet, whatever the list still shows. */
  filtering: boolean;
  /** The list comes from the server (ADR 0033): its count, and the status line says so. */
  server?: Pick<ServerListing<unknown>, 'place' | 'total'> | null;
  /** Saves the shown items (disabled while none are shown); a promise while it fetches them. */
  onExport: () => void | Promise<void>;
  /** Buttons another part of the screen adds beside Export (e.g. a moderator's create). */
  headerActions?: ReactNode;
  /** The list's density, chosen here and remembered for the user (ADR 0105). */
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  filters: ReactNode;
  /** The list, and whatever sits above it. */
  children: ReactNode;
};

/** Export's button: busy while a server-filtered list is fetched whole; a failure gets its alert. */
function useExport(onExport: () => void | Promise<void>) {
  const [exporting, setExporting] = useState(false);
  const run = () => {
    const running = onExport();
    if (!running) return;
    setExporting(true);
    running.catch((error: unknown) => showErrorAlert(error, 'Export Error')).finally(() => setExporting(false));
  };
  return { exporting, run };
}

/** A stream screen (Signals, Mentions): title, counts and export on top; the filters beside the list (filters-beside). */
export function ItemStreamLayout(props: ItemStreamLayoutProps) {
  const { title, noun, loadedCount, shownCount, server, headerActions, filters, children } = props;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  const drawer = useFiltersDrawer();
  const exported = useExport(props.onExport);
  // Never the count of an earlier answer (or "0 of N" before the first): "…" until the present criteria's is in.
  const counted = props.filtering ? null : server ? server.total : shownCount;
  const shownNumber = counted === null ? '…' : formatCount(counted);
  const counts = server ? `${shownNumber} ${noun}s` : `${shownNumber} of ${formatCount(loadedCount)} ${noun}s`;
  const stories = counted === null || props.storyCount === undefined ? null : storyCountText(props.storyCount, counted);
  // The folder's first items are on screen once painted (or the list's word that none match, or an empty folder).
  const folderShown = !props.filtering && (loadedCount > 0 || props.historyLoaded || Boolean(server));
  useEffect(() => (folderShown ? afterNextPaint(announceFirstItemsShown) : undefined), [folderShown]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {/* data-state: whether the folder is whole in the browser (tests and tools wait on it, not on the words). */}
          <Text
            size="sm"
            c="dimmed"
            data-testid={`folder-${noun}-count`}
            data-state={props.historyLoaded ? 'loaded' : 'loading'}
          >
            {folderStatusText({
              noun,
              loadedCount,
              historyLoaded: props.historyLoaded,
              place: server?.place ?? 'browser',
              loadedRangeText,
            })}
          </Text>
        </Stack>
        {/* The hint sits under the buttons, level with the status line: the list keeps its room (ADR 0105). */}
        <Stack gap={2} align="flex-end">
          <Group gap="sm">
            {props.filtering ? (
              <Loader size="xs" aria-label={server ? 'Filtering on the server' : 'Filtering'} />
            ) : null}
            <Text fw={600} aria-live="polite" className={classes.counts}>
              <span data-testid={`${noun}-shown-count`}>{counts}</span>
              {stories ? <span data-testid={`${noun}-story-count`}> · {stories}</span> : null}
            </Text>
            <DensityControl value={props.density} onChange={props.onDensityChange} />
            {headerActions}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={shownCount === 0}
              loading={exported.exporting}
              onClick={exported.run}
            >
              Export CSV
            </Button>
            <FiltersButton drawer={drawer} />
          </Group>
          <KeyboardHint />
        </Stack>
      </Group>
      <FiltersBeside drawer={drawer} filters={filters} afterFirstItems>
        {children}
      </FiltersBeside>
    </Stack>
  );
}
