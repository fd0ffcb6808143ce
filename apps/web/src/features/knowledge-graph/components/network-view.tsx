import type { GraphNetwork } from '@argus/contract';
import {
  Alert,
  Box,
  Button,
  Drawer,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FiltersBeside, FiltersButton, useFiltersDrawer } from '../../../shared/item-stream/filters-beside';
import { useGraphNetwork } from '../api/get-graph-network';
import { useGraphParams } from '../hooks/use-graph-params';
import { categoryColor, categoryColorsOf, networkPaletteOf } from '../lib/network-colors';
import { isIndustryNode } from '../lib/network-graph';
import { strongestLinksOf } from '../lib/network-links';
import { networkStatusText } from '../lib/network-status';
import { EntityDetailsPanel } from './entity-details-panel';
import { GraphCanvas } from './graph-canvas';
import { NetworkFilters } from './network-filters';
import { NetworkLegend } from './network-legend';
import { NetworkSearch } from './network-search';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

type NetworkViewProps = {
  /** The selected folder, or none yet. */
  customer: string | null;
  /** Every event category of the console, sorted: the filter's options and the edges' colours. */
  categoryNames: string[];
};

const STRONGEST_LINKS = 5;
const DRAWER_WIDTH = 420;

/** Drops a focused entity that the newly selected folder's graph does not hold (another folder's entity). */
function useDropForeignEntity(
  customer: string | null,
  network: GraphNetwork | undefined,
  fresh: boolean,
  entity: string | undefined,
  drop: () => void,
) {
  const checkedFor = useRef(customer);
  useEffect(() => {
    // The first folder of the session (none selected yet, then the start-up's) is no change: a link's entity stays.
    if (checkedFor.current === null) checkedFor.current = customer;
    if (checkedFor.current === customer || !fresh || !network) return;
    checkedFor.current = customer;
    if (entity && !network.nodes.some((node) => node.id === entity)) drop();
  }, [customer, network, fresh, entity, drop]);
}

/**
 * The Industry Network: the folder's entities and industries in the window, laid out by ForceAtlas2 in a
 * worker and drawn by sigma.js; hover lights a node's neighbours, a click or the search opens the entity's panel.
 * Every choice lives in the address (graph-params.ts), so a reload or a shared link shows the same network.
 */
export function NetworkView({ customer, categoryNames }: NetworkViewProps) {
  const { params, setParams } = useGraphParams();
  const network = useGraphNetwork(customer, params);
  const data = network.data;
  const fresh = !network.isPlaceholderData && !network.isFetching;
  const drawer = useFiltersDrawer();
  // The panel sits beside the canvas from Mantine's xl (88em) up, where both keep a useful width; below, it is a
  // drawer over the canvas's right side that leaves the graph usable; on a phone it is stacked under the canvas.
  const wide = useMediaMatches('(min-width: 88em)');
  const phone = useMediaMatches('(max-width: 36em)');
  const canvasHeight = phone ? 420 : 580;
  const [industry, setIndustry] = useState<string | null>(null);

  const theme = useMantineTheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const style = useMemo(() => {
    const palette = networkPaletteOf(theme, dark);
    return { palette, categoryColors: categoryColorsOf(categoryNames, palette) };
  }, [theme, dark, categoryNames]);
  const colorOfCategory = useCallback(
    (category: string | null) => categoryColor(category, style.categoryColors, style.palette),
    [style],
  );

  const entity = params.entity ?? null;
  const closePanel = useCallback(() => setParams({ entity: undefined }), [setParams]);
  useDropForeignEntity(customer, data, fresh, params.entity, closePanel);
  const select = useCallback(
    (node: string | null) => {
      if (node && isIndustryNode(node)) {
        setIndustry(node);
        return;
      }
      setIndustry(null);
      setParams({ entity: node ?? undefined });
    },
    [setParams],
  );

  // Escape closes the panel, wherever the focus is; an open list of a field keeps its own Escape.
  useEffect(() => {
    if (!entity) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Escape' || event.defaultPrevented || target?.getAttribute('aria-expanded') === 'true') return;
      closePanel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [entity, closePanel]);

  const entityNode = useMemo(() => data?.nodes.find((node) => node.id === entity), [data, entity]);
  const links = useMemo(() => (data && entity ? strongestLinksOf(data, entity, STRONGEST_LINKS) : []), [data, entity]);

  const panel =
    customer && entity ? (
      <EntityDetailsPanel
        customer={customer}
        entityId={entity}
        windowSignalCount={entityNode?.kind === 'entity' ? entityNode.signalCount : null}
        links={links}
        colorOfCategory={colorOfCategory}
        onFocus={(id) => select(id)}
        onClose={closePanel}
      />
    ) : null;

  const status = networkStatusText(data, network.isFetching);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Industry Network
          </Title>
          <Text size="sm" c="dimmed" data-testid="network-status" data-state={fresh && data ? 'ready' : 'loading'}>
            {customer ? status : 'Choose a folder to see its network.'}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap" style={{ flex: phone ? '1 1 100%' : undefined, minWidth: 0 }}>
          <NetworkSearch network={data} value={entity} onSelect={(id) => select(id)} />
          <FiltersButton drawer={drawer} />
        </Group>
      </Group>
      <FiltersBeside
        drawer={drawer}
        filters={<NetworkFilters params={params} onChange={setParams} categoryNames={categoryNames} />}
      >
        <Grid gap="md">
          <Grid.Col span={panel && wide ? 8 : 12}>
            <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
              <NetworkBody
                customer={customer}
                query={network}
                height={canvasHeight}
                canvas={
                  data && data.nodes.length > 0 ? (
                    <GraphCanvas
                      network={data}
                      style={style}
                      focused={entity ?? industry}
                      onSelect={select}
                      height={canvasHeight}
                      drawer={panel && !wide && !phone ? { right: DRAWER_WIDTH, bottom: 0 } : undefined}
                    />
                  ) : null
                }
              />
            </Paper>
            {data && data.nodes.length > 0 ? (
              <NetworkLegend network={data} palette={style.palette} colorOfCategory={colorOfCategory} />
            ) : null}
          </Grid.Col>
          {panel && phone ? (
            // A phone stacks the panel under the canvas: a drawer would hide most of the graph.
            <Grid.Col span={12}>
              <Paper withBorder radius="md" p="sm">
                {panel}
              </Paper>
            </Grid.Col>
          ) : null}
          {panel && wide ? (
            <Grid.Col span={4}>
              <Paper withBorder radius="md" p="sm">
                <ScrollArea.Autosize mah={canvasHeight + 60} type="auto" scrollbars="y" offsetScrollbars>
                  {panel}
                </ScrollArea.Autosize>
              </Paper>
            </Grid.Col>
          ) : null}
        </Grid>
      </FiltersBeside>
      {!wide && !phone ? (
        // Composed, so that the dialog itself (not the drawer's root) carries the name.
        <Drawer.Root
          opened={panel !== null}
          onClose={closePanel}
          position="right"
          size={DRAWER_WIDTH}
          trapFocus={false}
          lockScroll={false}
          closeOnClickOutside={false}
          closeOnEscape={false}
        >
          <Drawer.Content aria-label="Entity details" shadow="xl">
            <Drawer.Body>{panel}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      ) : null}
    </Stack>
  );
}

type NetworkBodyProps = {
  customer: string | null;
  query: ReturnType<typeof useGraphNetwork>;
  height: number;
  canvas: React.ReactNode;
};

/** The canvas, or what stands in its place: loading, a failed load, a folder without linked entities. */
function NetworkBody({ customer, query, height, canvas }: NetworkBodyProps) {
  if (canvas) {
    return (
      <Box pos="relative">
        {canvas}
        {query.data && !query.data.edges.some((edge) => edge.kind === 'co-occurrence') ? (
          <Text size="sm" c="dimmed" pos="absolute" top={8} left={12} data-testid="network-empty">
            No signals link entities in this window.
          </Text>
        ) : null}
      </Box>
    );
  }
  if (!customer) {
    return (
      <Group h={height} justify="center">
        <Text c="dimmed">No folder is selected.</Text>
      </Group>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Stack h={height} justify="center" align="center" p="md">
        <Alert color="red" title="The network could not be loaded" maw={480} data-testid="network-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (query.data) {
    return (
      <Stack h={height} justify="center" align="center" gap={4} p="md" data-testid="network-empty">
        <Text fw={600}>No signals link entities in this window.</Text>
        <Text size="sm" c="dimmed" ta="center">
          Try a longer window, fewer categories or a lower minimum weight.
        </Text>
      </Stack>
    );
  }
  return (
    <Group h={height} justify="center" gap="xs">
      <Loader size="sm" />
      <Text c="dimmed">Loading the network of this folder…</Text>
    </Group>
  );
}
