import { Center, Loader, Text, useComputedColorScheme } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useEffect, useMemo, useState } from 'react';
import { countText } from '../../lib/count-text';
import { geoOption, layersOption, WORLD_MAP, type MapMode, type PointData } from './world-map-option';
import { EChart, type ChartItem } from './echart';
import { clusterLevelOf, clusterPoints, viewOf, type MapPoint } from './point-clusters';
import worldUrl from 'world-atlas/countries-110m.json?url';
import { worldShapesOf } from './world-map-shapes';

// The world map of the Map screen: ECharts' geo component over world-atlas shapes (ADR 0096), drawn on a
// canvas with the charts' wrapper; only this screen's chunk registers the map parts.
echarts.use([ScatterChart, GeoComponent]);

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
      // A file of this app's own build: no tile server, no other host.
      const response = await fetch(worldUrl);
      if (!response.ok) throw new Error(`The world's shapes could not be read (${response.status}).`);
      const world = worldShapesOf(await response.json());
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

  const base = useMemo(() => geoOption(view, dark), [view, dark]);

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
    const drawn = clusters.at(level);
    chart.setOption(layersOption({ mode, regionNames, countries, countryName, drawn, dark }), {
      replaceMerge: ['series'],
    });
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
