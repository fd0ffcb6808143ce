import {
  TIMELINES_MAX_SIGNALS_PER_ENTITY,
  TIMELINES_MIN_ENTITIES,
  type GraphTimelines,
  type TimelineSignal,
} from '@argus/contract';
import { Alert, Card, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { EChart, type ChartItem } from '../../../components/chart/echart';
import { useGraphStartingPoints } from '../api/get-graph-starting-points';
import { useGraphTimelines } from '../api/get-graph-timelines';
import { useGraphParams } from '../hooks/use-graph-params';
import { usePicksOfFolder } from '../hooks/use-picks-of-folder';
import { findConvergences, type Convergence } from '../lib/find-convergences';
import { timelineChartHeight, timelineChartOption, type TimelinePointData } from '../lib/timeline-chart-option';
import { buildLanes } from '../lib/timeline-lanes';
import { ConvergenceDaysField } from './convergence-days-field';
import { ConvergenceListCard } from './convergence-list-card';
import { GraphEntitiesPicker } from './graph-entity-picker';
import { GraphStartingPoints } from './graph-starting-points';
import { GraphCategoryField, GraphWindowField } from './graph-window-fields';
import { TimelineSignalCard } from './timeline-signal-card';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';
import { formatCount } from '../../../lib/format-count';

type ConvergingTimelinesViewProps = {
  customer: string | null;
  /**
   * Every event category in a fixed order, so that a category keeps its colour (composed by the page); also the
   * category filter's options.
   */
  categoryOrder: readonly string[];
};

/** The Converging Timelines (ADR 0101): 2-6 entities' signals in swimlanes, where they converge marked and listed. */
export function ConvergingTimelinesView({ customer, categoryOrder }: ConvergingTimelinesViewProps) {
  const { params, setParams } = useGraphParams();
  const wide = useMediaMatches('(min-width: 48em)');
  const { checking } = usePicksOfFolder(customer, params.entities, (entities) => setParams({ entities }));
  const timelines = useGraphTimelines(checking ? null : customer, params);
  const [selected, setSelected] = useState<Selection | null>(null);
  const enough = params.entities.length >= TIMELINES_MIN_ENTITIES;
  const data = enough ? timelines.data : undefined;
  // keepPreviousData: the answer on screen may be for the previous picks until the new one is in.
  const current =
    data !== undefined &&
    !timelines.isPlaceholderData &&
    sameIds(
      data.entities.map(({ id }) => id),
      params.entities,
    );
  // Until two lanes are picked, the window's most connected entities are offered as one click each (ADR 0130).
  const startingPoints = useGraphStartingPoints(checking ? null : customer, params, !enough);
  const known = useMemo(
    () => [...(startingPoints.data?.entities ?? []), ...(data?.entities ?? [])],
    [data, startingPoints.data],
  );
  const lanes = useMemo(() => (data ? buildLanes(data) : null), [data]);
  const entityIds = useMemo(() => data?.entities.map(({ id }) => id) ?? [], [data]);
  const convergences = useMemo(
    () => (data ? findConvergences(data.signals, params.days, entityIds) : []),
    [data, params.days, entityIds],
  );
  const option = useMemo(
    () =>
      data && lanes
        ? timelineChartOption({
            window: data.window,
            ...lanes,
            signals: data.signals,
            convergences,
            categoryOrder,
            compact: !wide,
          })
        : null,
    [data, lanes, convergences, categoryOrder, wide],
  );
  const nameOf = useCallback(
    (entityId: string) => data?.entities.find(({ id }) => id === entityId)?.name ?? 'Unknown entity',
    [data],
  );
  const onPointClick = useCallback(
    (item: ChartItem) => {
      const index = (item.data as Partial<TimelinePointData> | undefined)?.signalIndex;
      const signal = index === undefined ? undefined : data?.signals[index];
      if (signal) setSelected({ signal });
    },
    [data],
  );
  // A selection of an earlier answer or N is gone with it.
  const details =
    selected &&
    data &&
    ('signal' in selected ? data.signals.includes(selected.signal) : convergences.includes(selected.convergence))
      ? detailsOf(selected, data, nameOf)
      : null;

  const state = !enough
    ? 'empty'
    : timelines.isError && !timelines.isFetching
      ? 'error'
      : current && !timelines.isFetching
        ? 'loaded'
        : 'loading';

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Converging Timelines
        </Title>
        <Text size="sm" c="dimmed" data-testid="timelines-status" data-state={state}>
          {statusText(state, data, convergences.length)}
        </Text>
      </Stack>

      <Grid gap="sm">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <GraphEntitiesPicker
            customer={customer}
            label="Entities"
            description="Two to six, one lane each"
            known={known}
            namesLoading={timelines.isFetching || checking}
            value={params.entities}
            onChange={(entities) => setParams({ entities })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <ConvergenceDaysField value={params.days} onChange={(days) => setParams({ days })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          {/* The categories narrow the lanes' signals on the server, as the other views' (ADR 0130). */}
          <GraphCategoryField
            options={categoryOrder}
            value={params.categories}
            onChange={(categories) => setParams({ categories })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          {/* The window field every graph view shares (ADR 0130). */}
          <GraphWindowField from={params.from} to={params.to} onChange={setParams} />
        </Grid.Col>
      </Grid>

      {!enough ? (
        <Card withBorder padding="xl" radius="md" data-testid="timelines-empty">
          <Stack gap="md">
            <Text c="dimmed" ta="center">
              Pick two to six entities to see their signals side by side and where they converge: signals of one event
              type within a few days of each other.
            </Text>
            <GraphStartingPoints
              query={startingPoints}
              intro="Or add the most connected entities of this window, one lane each:"
              picked={params.entities}
              onPick={(entity) =>
                setParams(({ entities }) =>
                  entities.includes(entity.id) ? {} : { entities: [...entities, entity.id] },
                )
              }
            />
          </Stack>
        </Card>
      ) : timelines.isError && !data ? (
        <Alert color="red" variant="light" title="The timelines could not be loaded">
          {timelines.error.message}
        </Alert>
      ) : !data || !lanes || !option ? (
        <Group gap="xs" py="xl" justify="center">
          <Loader size="sm" />
          <Text c="dimmed">Loading the signals of these entities…</Text>
        </Group>
      ) : (
        <>
          <OmittedSignals timelines={data} />
          <Card withBorder padding="xs" radius="md">
            <div
              data-testid="timelines-chart"
              data-lanes={lanes.lanes.length}
              data-signals={data.signals.length}
              data-convergences={convergences.length}
              style={{ opacity: current ? 1 : 0.6, transition: 'opacity 150ms' }}
            >
              <EChart
                option={option}
                height={timelineChartHeight(lanes.lanes.length)}
                label={`Signals of ${lanes.lanes.map(({ name }) => name).join(', ')} over time, ${convergences.length} converging windows marked; the windows are listed below.`}
                onItemClick={onPointClick}
              />
            </div>
            <Text size="xs" c="dimmed" px="xs">
              ● a signal about the entity, ◆ a signal naming it; colour by category; shaded bands are converging
              windows. Click a signal for its details.
            </Text>
            {data.signals.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm" data-testid="timelines-no-signals">
                None of these entities has signals in this window
                {params.categories.length > 0 ? ' of these categories' : ''}. Widen the window
                {params.categories.length > 0 ? ' or pick all categories' : ''}.
              </Text>
            ) : null}
          </Card>
          <Grid gap="md" align="stretch">
            <Grid.Col span={{ base: 12, md: details ? 7 : 12 }}>
              <ConvergenceListCard
                convergences={convergences}
                days={params.days}
                nameOf={nameOf}
                stacked={!wide}
                onSelect={(convergence) => setSelected({ convergence })}
              />
            </Grid.Col>
            {details && customer ? (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <TimelineSignalCard
                  customer={customer}
                  {...details}
                  nameOf={nameOf}
                  onClose={() => setSelected(null)}
                />
              </Grid.Col>
            ) : null}
          </Grid>
        </>
      )}
    </Stack>
  );
}

function OmittedSignals({ timelines }: { timelines: GraphTimelines }) {
  const cut = timelines.entities.filter(({ omittedSignals }) => omittedSignals > 0);
  if (cut.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" data-testid="timelines-omitted">
      Each lane holds the newest {formatCount(TIMELINES_MAX_SIGNALS_PER_ENTITY)} signals:{' '}
      {cut.map(({ name, omittedSignals }) => `${formatCount(omittedSignals)} older of ${name}`).join(', ')} are left
      out. Narrow the window to see them.
    </Alert>
  );
}

/** What the details card shows: a clicked signal, or a clicked converging window's signals. */
type Selection = { signal: TimelineSignal } | { convergence: Convergence };

function detailsOf(selection: Selection, timelines: GraphTimelines, nameOf: (entityId: string) => string) {
  if ('signal' in selection) return { title: 'Signal details', signals: [selection.signal] };
  const { convergence } = selection;
  const ids = new Set(convergence.signalIds);
  const lanes = new Set(convergence.entityIds);
  const seen = new Set<string>();
  // Each signal once, on the first of its lanes that converge (the answer is oldest first).
  const signals = timelines.signals.filter((signal) => {
    if (!ids.has(signal.id) || !lanes.has(signal.entityId) || seen.has(signal.id)) return false;
    seen.add(signal.id);
    return true;
  });
  const days =
    convergence.first === convergence.last ? convergence.first : `${convergence.first} to ${convergence.last}`;
  return {
    title: `${convergence.eventType}: converging window`,
    subtitle: `${days} · ${convergence.entityIds.map(nameOf).join(', ')}`,
    signals,
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

function statusText(state: string, data: GraphTimelines | undefined, convergences: number): string {
  if (state === 'empty') return 'Fewer than two entities picked.';
  if (state === 'error') return 'The timelines could not be loaded.';
  if (state === 'loading' || !data) return 'Loading…';
  return `${formatCount(data.signals.length)} signals of ${data.entities.length} entities, ${data.window.from} to ${data.window.to}; ${formatCount(convergences)} converging window${convergences === 1 ? '' : 's'}.`;
}
