import type { Signal } from '@argus/contract';
import type { SignalCriteria, SignalOptions } from '@argus/filtering';
import {
  Anchor,
  CloseButton,
  ColorSwatch,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useComputedColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { emptyListTexts } from '../../../../shared/item-stream/empty-list-texts';
import { FiltersBeside, FiltersButton, useFiltersDrawer } from '../../../../shared/item-stream/filters-beside';
import type { MapPoint } from '../../../../components/chart/point-clusters';
import { WorldMap } from '../../../../components/chart/world-map';
import { countryShades, type MapMode } from '../../../../components/chart/world-map-option';
import { countText } from '../../../../lib/count-text';
import { countryName } from '../../../../lib/country-name';
import type { MapPlaces } from '../../lib/map-places';
import { SignalFiltersPanel } from '../signal-filters-panel';
import { SignalList } from '../signal-list';
import { useMediaMatches } from '../../../../components/hooks/use-media-matches';
import { formatCount } from '../../../../lib/format-count';

/** What the list beside the map shows: the signals of one company, a cluster's or a country's companies. */
export type MapSelection = { label: string; entityIds: string[] };

type SignalMapViewProps = {
  criteria: SignalCriteria;
  options: SignalOptions;
  onChange: (update: (current: SignalCriteria) => SignalCriteria) => void;
  onReset: () => void;
  places: MapPlaces | null;
  mode: MapMode;
  onModeChange: (mode: MapMode) => void;
  selection: MapSelection | null;
  onSelect: (selection: MapSelection | null) => void;
  /** The companies of a country (ISO alpha-2). */
  entityIdsOfCountry: (code: string) => string[];
  selectedSignals: Signal[] | null;
  renderActions?: (signal: Signal) => ReactNode;
  statusText: string;
  /** The figures on screen are the present criteria's over the whole folder. */
  ready: boolean;
  notice?: ReactNode;
};

function pointsSelection(points: MapPoint[]): MapSelection {
  return {
    label: points.length === 1 ? points[0]!.name : countText(points.length, 'company', 'companies'),
    entityIds: points.map((point) => point.id),
  };
}

/** The Map screen: the folder's companies on a world map under the filters beside; a click lists signals. */
export function SignalMapView(props: SignalMapViewProps) {
  const { criteria, places, mode, selection, onSelect } = props;
  const drawer = useFiltersDrawer();
  // A phone shows the world wider than tall: a shorter map leaves no empty band above and below it.
  const mapHeight = useMediaMatches('(max-width: 36em)') ? 300 : 460;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Map
          </Title>
          <Text size="sm" c="dimmed" data-testid="map-status" data-state={props.ready ? 'loaded' : 'loading'}>
            {props.statusText}
          </Text>
        </Stack>
        <Group gap="sm">
          <SegmentedControl
            value={mode}
            onChange={(value) => props.onModeChange(value as MapMode)}
            data={[
              { value: 'points', label: 'Companies' },
              { value: 'countries', label: 'Countries' },
            ]}
            aria-label="Show on the map"
          />
          <FiltersButton drawer={drawer} />
        </Group>
      </Group>
      <FiltersBeside
        drawer={drawer}
        filters={
          <SignalFiltersPanel
            criteria={criteria}
            options={props.options}
            onChange={props.onChange}
            onReset={props.onReset}
          />
        }
      >
        {props.notice}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xl: selection ? 7 : 12 }}>
            <Paper withBorder radius="md" p="xs" data-testid="world-map">
              {places ? (
                <WorldMap
                  mode={mode}
                  points={places.points}
                  countries={places.countries}
                  countryName={countryName}
                  onSelectPoints={(points) => onSelect(pointsSelection(points))}
                  onSelectCountry={(code) =>
                    onSelect({ label: countryName(code), entityIds: props.entityIdsOfCountry(code) })
                  }
                  height={mapHeight}
                />
              ) : (
                <Group h={mapHeight} justify="center" gap="xs">
                  <Loader size="sm" />
                  <Text c="dimmed">Placing the companies of this folder…</Text>
                </Group>
              )}
            </Paper>
            {places ? <MapKey places={places} mode={mode} onSelect={onSelect} /> : null}
          </Grid.Col>
          {selection ? (
            <Grid.Col span={{ base: 12, xl: 5 }}>
              <SelectionList {...props} selection={selection} />
            </Grid.Col>
          ) : null}
        </Grid>
      </FiltersBeside>
    </Stack>
  );
}

/** Under the map: the categories' colours, the companies it cannot place, and the signals of no company. */
function MapKey({
  places,
  mode,
  onSelect,
}: {
  places: MapPlaces;
  mode: MapMode;
  onSelect: (selection: MapSelection) => void;
}) {
  const unplacedSignals = places.unplaced.reduce((sum, entity) => sum + entity.count, 0);
  const [few, most] = countryShades(useComputedColorScheme('light') === 'dark');
  const countryMost = Math.max(0, ...places.countries.map((country) => country.count));
  return (
    <Stack gap={6} mt="xs">
      {mode === 'countries' ? (
        <Group gap="xs" aria-label="Colours: signals per country">
          <Text size="xs">Signals per country: 1</Text>
          <div
            style={{
              width: 120,
              height: 10,
              borderRadius: 4,
              background: `linear-gradient(to right, ${few}, ${most})`,
            }}
          />
          <Text size="xs">{formatCount(countryMost)}</Text>
        </Group>
      ) : null}
      {mode === 'points' && places.categories.length > 0 ? (
        <Group gap="sm" aria-label="Colours: each company's most frequent category">
          {places.categories.map(({ name, color }) => (
            <Group key={name} gap={4} wrap="nowrap">
              <ColorSwatch color={color} size={12} />
              <Text size="xs">{name}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <Text size="sm" c="dimmed" data-testid="map-placed">
        {countText(places.points.length, 'company', 'companies')} placed
        {places.points.length === 0 ? ': no company of this folder has signals under these filters.' : '.'}
      </Text>
      {places.unplaced.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="map-unplaced">
          Without coordinates: {countText(places.unplaced.length, 'company', 'companies')} with{' '}
          {countText(unplacedSignals, 'signal')} (
          {places.unplaced.map((entity, index) => (
            <span key={entity.id}>
              {index > 0 ? ', ' : ''}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onSelect({ label: entity.name, entityIds: [entity.id] })}
              >
                {entity.name}
              </Anchor>
            </span>
          ))}
          ).
        </Text>
      ) : null}
      {places.unlinked > 0 ? (
        <Text size="sm" c="dimmed" data-testid="map-unlinked">
          {countText(places.unlinked, 'signal')} {places.unlinked === 1 ? 'names' : 'name'} no company this folder
          monitors.
        </Text>
      ) : null}
    </Stack>
  );
}

function SelectionList(props: SignalMapViewProps & { selection: MapSelection }) {
  const { selection, selectedSignals } = props;
  const texts = emptyListTexts({
    noun: 'signal',
    loadedCount: 1,
    historyLoaded: true,
    filtering: selectedSignals === null,
    loadedRangeText: '',
  });
  return (
    <Stack gap="xs" data-testid="map-selection">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" lineClamp={1}>
            {selection.label}
          </Title>
          <Text size="sm" c="dimmed" data-testid="map-selection-count">
            {selectedSignals === null ? 'Counting…' : countText(selectedSignals.length, 'signal')}
          </Text>
        </Stack>
        <CloseButton aria-label="Close the list" onClick={() => props.onSelect(null)} />
      </Group>
      <SignalList
        signals={selectedSignals ?? []}
        renderActions={props.renderActions}
        emptyText="No signal of these companies matches the filters."
        loadingText={texts.loadingText}
      />
    </Stack>
  );
}
