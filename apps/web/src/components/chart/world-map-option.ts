import { countText } from '../../lib/count-text';
import { format } from 'echarts/core';
import type { DrawnPoint, MapPoint } from './point-clusters';
import { formatCount } from '../../lib/format-count';

// The world map's ECharts options (ADR 0096), apart from the component so that the map benchmark draws
// exactly what the screen draws.

/** The name ECharts knows the world's country shapes by. */
export const WORLD_MAP = 'world';

export type MapMode = 'points' | 'countries';

export type PointData = { name: string; value: [number, number, number]; point?: MapPoint; clusterId?: number };

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

export function scatterData(drawn: readonly DrawnPoint[], clusterColor: string): PointData[] {
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
          label: { show: true, formatter: formatCount(item.points), color: '#fff', fontWeight: 600 },
        },
  );
}

/** The geo component of the world's shapes and the first view (center in degrees, 1 is the whole world). */
export function geoOption(view: { center: [number, number]; zoom: number }, dark: boolean) {
  return {
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
  };
}

type LayersInput = {
  mode: MapMode;
  /** Every shape's name, in the registered map's order. */
  regionNames: readonly string[];
  countries: readonly { code: string; count: number }[];
  countryName: (code: string) => string;
  /** The points or clusters of the zoom level of the moment. */
  drawn: readonly DrawnPoint[];
  dark: boolean;
};

/**
 * What changes on the map without moving it: every country's colour (the choropleth, or none) and the points. Every
 * shape gets its colour each time (the same list in the same order), so nothing of the other mode stays.
 */
export function layersOption({ mode, regionNames, countries, countryName, drawn, dark }: LayersInput) {
  const palette = dark ? DARK_AREAS : LIGHT_AREAS;
  const byCode = new Map(countries.map(({ code, count }) => [code, count]));
  const most = Math.max(1, ...byCode.values());
  const regions = regionNames.map((name) => {
    const count = mode === 'countries' ? (byCode.get(name) ?? 0) : 0;
    return { name, itemStyle: { areaColor: count > 0 ? shadeOf(palette, count / most) : palette.empty } };
  });
  return {
    geo: [
      {
        regions,
        // A country names itself (with its signals in the countries mode).
        tooltip: {
          show: true,
          formatter: (params: { name: string }) =>
            mode === 'countries'
              ? `${format.encodeHTML(countryName(params.name))}<br/>${countText(byCode.get(params.name) ?? 0, 'signal')}`
              : format.encodeHTML(countryName(params.name)),
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
              data: scatterData(drawn, dark ? '#868e96' : '#495057'),
              tooltip: {
                formatter: (params: { data: PointData }) =>
                  // Names are the folder's own data: escaped, as the tooltip is HTML.
                  `${format.encodeHTML(params.data.name)}<br/>${countText(params.data.value[2], 'signal')}`,
              },
              emphasis: { scale: 1.15 },
            },
          ]
        : [],
  };
}
