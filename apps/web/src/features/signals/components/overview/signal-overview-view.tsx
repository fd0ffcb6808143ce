import { TOP_AFFECTED_COMPANIES, TOP_EVENT_TYPES, type SignalOverview } from '@argus/contract';
import type { SignalCriteria } from '@argus/filtering';
import { Alert, Box, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FiltersBeside, FiltersButton, useFiltersDrawer } from '../../../../shared/item-stream/filters-beside';
import type { SignalOverviewState } from '../../hooks/use-signal-overview';
import { SignalFiltersPanel } from '../signal-filters-panel';
import { OverviewFigures } from './overview-figures';
import { RankedCard } from './ranked-card';
import { ShareCard } from './share-card';
import { TimelineCard } from './timeline-card';

/** Mantine's `xs` loader, in pixels: its place is kept while no count is running. */
const LOADER_SIZE = 18;

type SignalOverviewViewProps = {
  criteria: SignalCriteria;
  overview: SignalOverviewState;
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
  /** The Signals screen under the Overview's criteria, narrowed. */
  hrefOf: (narrowing: Partial<SignalCriteria>) => string;
  eventTypesOf: (category: string) => string[];
  documents: number | null;
  /** How much of the folder the browser holds (the Signals screen's status line), and whether it is all in. */
  statusText: string;
  historyLoaded: boolean;
  /** Above the figures: a notice about the link, say. */
  notice?: ReactNode;
};

/** The Overview screen: headline figures and charts of the folder's signals under the filters beside. */
export function SignalOverviewView(props: SignalOverviewViewProps) {
  const { criteria, overview, onChange, onReset, hrefOf, eventTypesOf } = props;
  const { figures } = overview;
  const drawer = useFiltersDrawer();
  const ready = props.historyLoaded && !overview.updating && figures !== null;
  // Nothing counted in the browser before the folder's history is in is not yet the folder's figure: the screen keeps
  // counting, as a list keeps loading, instead of showing empty cards that the data then pushes down (ADR 0119).
  const counting = figures === null || (overview.place === 'browser' && figures.total === 0 && !props.historyLoaded);
  return (
    <Stack gap="md">
      <OverviewHeader
        statusText={props.statusText}
        ready={ready}
        counting={overview.updating && figures !== null}
        filtersButton={<FiltersButton drawer={drawer} />}
      />
      <FiltersBeside
        drawer={drawer}
        filters={
          <SignalFiltersPanel criteria={criteria} options={overview.options} onChange={onChange} onReset={onReset} />
        }
      >
        {props.notice}
        {overview.failed ? (
          <Alert color="red" variant="light" title="The figures could not be counted">
            Try again in a moment, or reload the page.
          </Alert>
        ) : null}
        {counting ? (
          overview.failed ? null : (
            <Group gap="xs" py="xl" justify="center">
              <Loader size="sm" />
              <Text c="dimmed">Counting the signals of this folder…</Text>
            </Group>
          )
        ) : (
          <>
            <OverviewFigures
              figures={figures}
              documents={props.documents}
              firstDay={criteria.dateBegin}
              previousUnknown={overview.previousUnknown}
              hrefOf={hrefOf}
            />
            {figures.total === 0 && !overview.updating ? (
              <Text c="dimmed" ta="center" py="md">
                No signal matches these filters. Widen the date range or reset the filters.
              </Text>
            ) : null}
            <TimelineCard figures={figures} range={criteria} eventTypesOf={eventTypesOf} hrefOf={hrefOf} />
            <OverviewBreakdowns figures={figures} hrefOf={hrefOf} />
          </>
        )}
      </FiltersBeside>
    </Stack>
  );
}

type OverviewHeaderProps = { statusText: string; ready: boolean; counting: boolean; filtersButton: ReactNode };

/**
 * The title, the status line and the Filters button, one row at every width: the status line wraps within its column and
 * the loader keeps its place, so neither a longer status nor the loader coming and going moves the button to a row of
 * its own and the figures under it (on a phone that was a layout shift of 0.27).
 */
function OverviewHeader({ statusText, ready, counting, filtersButton }: OverviewHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
      <Stack gap={2} flex={1} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Overview
        </Title>
        {/* data-state: the figures on screen are the present criteria's over the whole folder. */}
        <Text size="sm" c="dimmed" data-testid="overview-status" data-state={ready ? 'loaded' : 'loading'}>
          {statusText}
        </Text>
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Box w={LOADER_SIZE} h={LOADER_SIZE}>
          {counting ? <Loader size={LOADER_SIZE} aria-label="Counting" /> : null}
        </Box>
        {filtersButton}
      </Group>
    </Group>
  );
}

type OverviewBreakdownsProps = { figures: SignalOverview; hrefOf: SignalOverviewViewProps['hrefOf'] };

/** The four rankings under the timeline, each row a link to the Signals screen narrowed to it. */
function OverviewBreakdowns({ figures, hrefOf }: OverviewBreakdownsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <RankedCard
        title="Top event types"
        description="The 10 most frequent"
        heading="Event type"
        ranked={figures.topEventTypes}
        slots={TOP_EVENT_TYPES}
        hrefOf={(eventType) => hrefOf({ eventTypes: [eventType] })}
        testId="overview-event-types"
      />
      <RankedCard
        title="Most affected companies"
        description="The 5 with the most signals"
        heading="Company"
        ranked={figures.topCompanies}
        slots={TOP_AFFECTED_COMPANIES}
        hrefOf={(company) => hrefOf({ companyNames: [company] })}
        testId="overview-companies"
      />
      <ShareCard
        title="Media segments"
        heading="Media segment"
        ranked={figures.mediaSegments}
        hrefOf={(segment) => hrefOf({ mediaSegments: [segment] })}
        testId="overview-media"
      />
      <ShareCard
        title="Languages"
        heading="Language"
        ranked={figures.languages}
        hrefOf={(language) => hrefOf({ languages: [language] })}
        testId="overview-languages"
      />
    </SimpleGrid>
  );
}
