import { Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { countText } from '../../lib/count-text';
import { EChart, encodeHTML, type ChartItem } from './echart';
import { clusterLevelOf, clusterPoints, viewOf, type DrawnPoint, type MapPoint } from './point-clusters';
import { fetchWorldShapes, WORLD_MAP } from './world-map-shapes';

// The world map of the Map screen (issue 12): ECharts' geo component over world-atlas shapes (ADR 0096), drawn on a
// canvas with the charts' wrapper; only this screen's chunk registers the map parts.
echarts.use([ScatterChart, GeoComponent]);

export type MapMode = 'points' | 'countries';

type WorldMapProps = {
  mode: MapMode;
  points: readonly MapPoint[];
  /** Per country (ISO alpha-2): the sum the countries mode colours it by. */
  countries: readonly { code: string; count: number }[];
  countryName: (code: string) => string;
  /** A point or a cluster was clicked: the points it stands for. */
  onSelectPoints: (points: MapPoint[]) => void;
  onSelectCountry: (code: string) => void;
  height: number;
};

type PointData = { name: string; value: [number, number, number]; point?: MapPoint; clusterId?: number };

/** Country colours: no signals, then from few to most (the countries mode's choropleth). */
type AreaPalette = { empty: string; few: [number, number, number]; most: [number, number, number] };
const LIGHT_AREAS: AreaPalette = { empty: '#e9ecef', few: [208, 235, 255], most: [24, 100, 171] };
const DARK_AREAS: AreaPalette = { empty: '#2e3238', few: [28, 58, 94], most: [116, 192, 252] };

/** The colour of a share (0 to 1] of the most signals any country has. */
export function shadeOf(palette: AreaPalette, share: number): string {
  const channel = (index: number) =>
    Math.round(palette.few[index]! + (palette.most[index]! - palette.few[index]!) * share);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** The countries mode's key: its colours from few to most. */
export function countryShades(dark: boolean): [string, string] {
  const palette = dark ? DARK_AREAS : LIGHT_AREAS;
  return [shadeOf(palette, 0), shadeOf(palette, 1)];
}

const symbolSize = (count: number) => Math.min(42, 8 + Math.sqrt(count) * 3);

function scatterData(drawn: readonly DrawnPoint[], clusterColor: string): PointData[] {
  return drawn.map((item) =>
    item.kind === 'point'
      ? {
          name: item.point.name,
          value: [item.point.longitude, item.point.latitude, item.point.count],
          point: item.point,
          itemStyle: { color: item.point.color },
          symbolSize: symbolSize(item.point.count),
        }
      : {
          name: countText(item.points, 'company', 'companies'),
          value: [item.longitude, item.latitude, item.count],
          clusterId: item.clusterId,
          itemStyle: { color: clusterColor },
          symbolSize: symbolSize(item.count) + 6,
          label: { show: true, formatter: item.points.toLocaleString('en'), color: '#fff', fontWeight: 600 },
        },
  );
}

/**
 * Countries and points on a world map drawn offline. Points: sized by their count, coloured as given, clustered when
 * close at the zoom level of the moment; pan and zoom with the mouse or a finger. Countries: a choropleth of their
 * counts. A click selects what is under the pointer.
 */
export function WorldMap(props: WorldMapProps) {
  const { mode, points, countries, countryName, onSelectPoints, onSelectCountry, height } = props;
  const dark = useComputedColorScheme('light') === 'dark';
  const shapes = useQuery({
    queryKey: ['world-shapes'],
    queryFn: async () => {
      const world = await fetchWorldShapes();
      echarts.registerMap(WORLD_MAP, world as Parameters<typeof echarts.registerMap>[1]);
      return world.features.map((country) => country.properties.name);
    },
    staleTime: Infinity,
    meta: { errorTitle: 'Map Error' },
  });
  const [chart, setChart] = useState<echarts.ECharts | null>(null);
  const clusters = useMemo(() => clusterPoints(points), [points]);
  const view = useMemo(() => viewOf(points), [points]);
  const [level, setLevel] = useState(0);

  // The geo component and its first view; the series follow below, so that panning keeps its place as they change.
  const base = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      geo: {
        map: WORLD_MAP,
        roam: true,
        top: 8,
        bottom: 8,
        left: 8,
        right: 8,
        center: view.center,
        zoom: view.zoom,
        scaleLimit: { min: 1, max: 60 },
        itemStyle: { areaColor: (dark ? DARK_AREAS : LIGHT_AREAS).empty, borderColor: dark ? '#1f2226' : '#ffffff' },
        emphasis: { label: { show: false }, itemStyle: { areaColor: dark ? '#3b4048' : '#dee2e6' } },
        select: { disabled: true },
        // Clicks on a country reach the screen (the countries mode lists its companies' signals).
        triggerEvent: true,
      },
    }),
    [view, dark],
  );

  useEffect(() => {
    if (!chart) return;
    // The clustering level follows the zoom: a world of (width × zoom) pixels.
    const follow = () => {
      const geo = (chart.getOption() as { geo?: { zoom?: number }[] }).geo?.[0];
      setLevel(clusterLevelOf(chart.getWidth() * (geo?.zoom ?? 1)));
    };
    follow();
    chart.on('georoam', follow);
    return () => {
      chart.off('georoam', follow);
    };
  }, [chart, base]);

  const regionNames = shapes.data;
  useEffect(() => {
    if (!chart || !regionNames) return;
    const palette = dark ? DARK_AREAS : LIGHT_AREAS;
    const byCode = new Map(countries.map(({ code, count }) => [code, count]));
    const most = Math.max(1, ...byCode.values());
    // Every shape gets its colour each time (the same list in the same order), so nothing of the other mode stays.
    const regions = regionNames.map((name) => {
      const count = mode === 'countries' ? (byCode.get(name) ?? 0) : 0;
      return { name, itemStyle: { areaColor: count > 0 ? shadeOf(palette, count / most) : palette.empty } };
    });
    chart.setOption(
      {
        geo: [
          {
            regions,
            // A country names itself (with its signals in the countries mode).
            tooltip: {
              show: true,
              formatter: (params: { name: string }) =>
                mode === 'countries'
                  ? `${encodeHTML(countryName(params.name))}<br/>${countText(byCode.get(params.name) ?? 0, 'signal')}`
                  : encodeHTML(countryName(params.name)),
            },
          },
        ],
        series:
          mode === 'points'
            ? [
                {
                  type: 'scatter',
                  name: 'Companies',
                  coordinateSystem: 'geo',
                  data: scatterData(clusters.at(level), dark ? '#868e96' : '#495057'),
                  tooltip: {
                    formatter: (params: { data: PointData }) =>
                      // Names are the folder's own data: escaped, as the tooltip is HTML.
                      `${encodeHTML(params.data.name)}<br/>${countText(params.data.value[2], 'signal')}`,
                  },
                  emphasis: { scale: 1.15 },
                },
              ]
            : [],
      },
      { replaceMerge: ['series'] },
    );
  }, [chart, regionNames, mode, clusters, level, countries, countryName, dark]);

  if (shapes.isPending) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label="Drawing the map" />
      </Center>
    );
  }
  if (shapes.isError) {
    return (
      <Center h={height}>
        <Text c="dimmed">The map could not be drawn. Reload the page to try again.</Text>
      </Center>
    );
  }
  const select = ({ name, data }: ChartItem) => {
    if (mode === 'countries') {
      onSelectCountry(name);
      return;
    }
    const item = data as PointData | undefined;
    if (item?.point) onSelectPoints([item.point]);
    else if (item?.clusterId !== undefined) onSelectPoints(clusters.pointsOf(item.clusterId));
  };
  return (
    <EChart
      option={base}
      height={height}
      label={`World map: ${countText(points.length, 'company', 'companies')}`}
      onItemClick={select}
      onChart={setChart}
    />
  );
}
