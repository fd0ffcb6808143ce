import type { ReactNode } from 'react';
import type { Signal } from '@argus/contract';
import type { SignalCriteria, SignalFilterResult, SignalOptions } from '@argus/filtering';
import { Box, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload } from '@tabler/icons-react';
import type { EventTypeGroup } from '../lib/group-event-types';
import { SignalFiltersPanel } from './signal-filters-panel';
import { toSignalsCsv } from '../lib/signals-csv';
import { SignalList } from './signal-list';
import { TopCompanies } from './top-companies';

type SignalStreamViewProps = {
  folderEvents: readonly Signal[];
  historyLoaded: boolean;
  criteria: SignalCriteria;
  options: SignalOptions;
  eventTypeGroups: EventTypeGroup[];
  result: SignalFilterResult;
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
  renderActions?: (signal: Signal) => ReactNode;
  /** How far back the folder is loaded, as the status line says it: "the last month" unless the user chose longer. */
  loadedRangeText?: string;
};

/** Saves the shown signals as a CSV file, built in the page (no server round trip for what is already here). */
function downloadSignalsCsv(signals: readonly Signal[]) {
  const url = URL.createObjectURL(new Blob([toSignalsCsv(signals)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `argus-signals-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  // The click has started the download; the object URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The Signals screen: counts, the filters (beside the list, or in a drawer on small screens) and the list. */
export function SignalStreamView(props: SignalStreamViewProps) {
  const { folderEvents, historyLoaded, criteria, options, eventTypeGroups, result, onChange, onReset, renderActions } =
    props;
  const loadedRangeText = props.loadedRangeText ?? 'the last month';
  const narrow = useMediaQuery('(max-width: 62em)');
  const [filtersOpened, filters] = useDisclosure(false);
  const panel = (
    <SignalFiltersPanel
      criteria={criteria}
      options={options}
      eventTypeGroups={eventTypeGroups}
      topEventTypes={result.topEventTypes}
      onChange={onChange}
      onReset={onReset}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Signals
          </Title>
          <Text size="sm" c="dimmed" data-testid="folder-signal-count">
            {folderEvents.length.toLocaleString('en')} signals of {loadedRangeText} loaded
            {historyLoaded ? '' : ' so far'}.
          </Text>
        </Stack>
        <Group gap="sm">
          <Text fw={600} data-testid="signal-shown-count" aria-live="polite">
            {result.signals.length.toLocaleString('en')} of {folderEvents.length.toLocaleString('en')} signals
          </Text>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            disabled={result.signals.length === 0}
            onClick={() => downloadSignalsCsv(result.signals)}
          >
            Export CSV
          </Button>
          {narrow ? (
            <Button variant="default" leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={filters.open}>
              Filters
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {narrow ? (
          <Drawer opened={filtersOpened} onClose={filters.close} title="Filters" position="right" size="sm">
            {panel}
          </Drawer>
        ) : (
          // Sticky beside the list, scrolling on its own when it is taller than the window.
          <Box
            w={300}
            style={{ flexShrink: 0, position: 'sticky', top: 76, maxHeight: 'calc(100dvh - 92px)', overflowY: 'auto' }}
            pr={4}
          >
            {panel}
          </Box>
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <TopCompanies
            companies={result.topCompanies}
            selected={criteria.companyNames}
            onToggle={(company) =>
              onChange((current) => ({
                ...current,
                companyNames: current.companyNames.includes(company)
                  ? current.companyNames.filter((selected) => selected !== company)
                  : [...current.companyNames, company],
              }))
            }
          />
          <SignalList
            renderActions={renderActions}
            signals={result.signals}
            emptyText={
              folderEvents.length === 0
                ? historyLoaded
                  ? `This folder has no signals of ${loadedRangeText}.`
                  : 'Loading the signals of this folder…'
                : 'No signal matches these filters. Widen the date range or reset the filters.'
            }
          />
        </Stack>
      </Group>
    </Stack>
  );
}
