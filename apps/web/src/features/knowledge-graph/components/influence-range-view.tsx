import { INFLUENCE_MAX_HOPS, INFLUENCE_MAX_NODES, type GraphInfluence } from '@argus/contract';
import { Alert, Card, Grid, Group, Input, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { EChart, type ChartItem } from '../../../components/chart/echart';
import { useGraphInfluence } from '../api/get-graph-influence';
import { useGraphStartingPoints } from '../api/get-graph-starting-points';
import { useGraphParams } from '../hooks/use-graph-params';
import { usePicksOfFolder } from '../hooks/use-picks-of-folder';
import { influenceChartOption, type InfluenceNodeData } from '../lib/influence-chart-option';
import { describeInfluencePaths } from '../lib/influence-paths';
import { GraphEntityPicker } from './graph-entity-picker';
import { GraphStartingPoints } from './graph-starting-points';
import { GraphCategoryField, GraphWindowField, MinWeightField } from './graph-window-fields';
import { InfluencePathsCard } from './influence-paths-card';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';
import { formatCount } from '../../../lib/format-count';

type InfluenceRangeViewProps = {
  customer: string | null;
  /** The event categories to filter by (the signals feature's list, composed by the page). */
  categoryOptions: readonly string[];
};

const HOP_CHOICES = Array.from({ length: INFLUENCE_MAX_HOPS }, (_, index) => String(index + 1));
/** The picture's height: the rings need about as much height as width. */
const chartHeight = (wide: boolean) => (wide ? 520 : 400);

/** The Influence Range (ADR 0101): one entity's neighbourhood within 1-3 hops, drawn on rings and listed as paths. */
export function InfluenceRangeView({ customer, categoryOptions }: InfluenceRangeViewProps) {
  const { params, setParams } = useGraphParams();
  const wide = useMediaMatches('(min-width: 48em)');
  const picks = useMemo(() => (params.entity ? [params.entity] : []), [params.entity]);
  const { checking } = usePicksOfFolder(customer, picks, (kept) => setParams({ entity: kept[0] }));
  const influence = useGraphInfluence(checking ? null : customer, params);
  const data = influence.data;
  // keepPreviousData: the answer on screen may be the previous centre's until the new one is in.
  const current = data !== undefined && !influence.isPlaceholderData && data.center.id === params.entity;
  // Without a centre, the window's most connected entities are offered as one click each (ADR 0130).
  const startingPoints = useGraphStartingPoints(checking ? null : customer, params, !params.entity);
  const known = useMemo(
    () => [...(startingPoints.data?.entities ?? []), ...(data ? [data.center, ...data.nodes] : [])],
    [data, startingPoints.data],
  );
  const paths = useMemo(() => (data ? describeInfluencePaths(data) : []), [data]);
  const option = useMemo(
    () => (data ? influenceChartOption(data, { roam: wide, compact: !wide }) : null),
    [data, wide],
  );
  const center = useCallback((entityId: string) => setParams({ entity: entityId }), [setParams]);
  const onNodeClick = useCallback(
    (item: ChartItem) => {
      const entityId = (item.data as Partial<InfluenceNodeData> | undefined)?.entityId;
      if (entityId && entityId !== params.entity) center(entityId);
    },
    [center, params.entity],
  );

  const state = !params.entity
    ? 'empty'
    : influence.isError && !influence.isFetching
      ? 'error'
      : current && !influence.isFetching
        ? 'loaded'
        : 'loading';

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Influence Range
        </Title>
        <Text size="sm" c="dimmed" data-testid="influence-status" data-state={state}>
          {statusText(state, data, params.hops)}
        </Text>
      </Stack>

      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <GraphEntityPicker
            customer={customer}
            label="Entity"
            description="The centre"
            known={known}
            namesLoading={influence.isFetching || checking}
            value={params.entity ?? null}
            onChange={(id) => setParams({ entity: id ?? undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <Input.Wrapper label="Hops" description="Links followed">
            <SegmentedControl
              fullWidth
              aria-label="Hops"
              data={HOP_CHOICES}
              value={String(params.hops)}
              onChange={(value) => setParams({ hops: Number(value) })}
              data-testid="influence-hops"
            />
          </Input.Wrapper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 2 }}>
          <MinWeightField value={params.minWeight} onChange={(minWeight) => setParams({ minWeight })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <GraphCategoryField
            options={categoryOptions}
            value={params.categories}
            onChange={(categories) => setParams({ categories })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          {/* The window field every graph view shares (ADR 0130). */}
          <GraphWindowField from={params.from} to={params.to} onChange={setParams} />
        </Grid.Col>
      </Grid>

      {!params.entity ? (
        <EmptyState text="Pick an entity to see its influence range: the entities its signals name, and theirs, up to three hops away.">
          <GraphStartingPoints
            query={startingPoints}
            intro="Or start from one of the most connected entities of this window:"
            onPick={(entity) => center(entity.id)}
          />
        </EmptyState>
      ) : influence.isError && !data ? (
        <Alert color="red" variant="light" title="The influence range could not be loaded">
          {influence.error.message}
        </Alert>
      ) : !data ? (
        <Group gap="xs" py="xl" justify="center">
          <Loader size="sm" />
          <Text c="dimmed">Following the links of this entity…</Text>
        </Group>
      ) : data.nodes.length <= 1 ? (
        <EmptyState
          testId="influence-no-links"
          text={`${data.center.name} has no links${params.minWeight > 1 ? ` of weight ${params.minWeight} or more` : ''} in this window: no signal names it together with another entity of this folder. Widen the window${params.minWeight > 1 ? ', lower the minimum weight' : ''} or pick all categories.`}
        />
      ) : (
        <>
          {data.omittedNodes > 0 ? (
            <Alert color="yellow" variant="light" data-testid="influence-omitted">
              The range stops at {formatCount(INFLUENCE_MAX_NODES)} entities, strongest links first:{' '}
              {formatCount(data.omittedNodes)} more within {params.hops} hop{params.hops === 1 ? '' : 's'} are left out.
              Raise the minimum weight or take fewer hops to see them all.
            </Alert>
          ) : null}
          <Grid gap="md" align="stretch">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card withBorder padding="xs" radius="md" h="100%">
                <div
                  data-testid="influence-chart"
                  data-center={data.center.id}
                  data-entities={data.nodes.length}
                  style={{ opacity: current ? 1 : 0.6, transition: 'opacity 150ms' }}
                >
                  {option ? (
                    <EChart
                      option={option}
                      height={chartHeight(wide)}
                      label={`The influence range of ${data.center.name}: ${data.nodes.length - 1} entities within ${params.hops} hops; the paths are listed beside it.`}
                      onItemClick={onNodeClick}
                    />
                  ) : null}
                </div>
                <Text size="xs" c="dimmed" px="xs">
                  Rings by hop; a link is as wide as the signals naming both ends, a node as large as its signals. Click
                  an entity to centre on it{wide ? '; drag to pan, scroll to zoom' : ''}.
                </Text>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <InfluencePathsCard paths={paths} onCenter={center} />
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}

function EmptyState({
  text,
  testId = 'influence-empty',
  children,
}: {
  text: string;
  testId?: string;
  children?: React.ReactNode;
}) {
  return (
    <Card withBorder padding="xl" radius="md" data-testid={testId}>
      <Stack gap="md">
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function statusText(state: string, data: GraphInfluence | undefined, hops: number): string {
  if (state === 'empty') return 'No entity picked.';
  if (state === 'error') return 'The influence range could not be loaded.';
  if (state === 'loading' || !data) return 'Loading…';
  const neighbours = data.nodes.length - 1;
  return `${data.center.name}: ${formatCount(neighbours)} entit${neighbours === 1 ? 'y' : 'ies'} within ${hops} hop${hops === 1 ? '' : 's'}, ${data.window.from} to ${data.window.to}.`;
}
