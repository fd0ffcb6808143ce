// The Map's drawing in Chromium (ADR 0096): the world's shapes and 20,000 companies drawn as the screen draws them
// (its own option builders and clusters), then panned and zoomed frame by frame as a drag and a wheel would.
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import world from 'world-atlas/countries-110m.json';
import {
  clusterLevelOf,
  clusterPoints,
  viewOf,
  type MapPoint,
} from '../../apps/web/src/components/chart/point-clusters';
import { geoOption, layersOption, WORLD_MAP } from '../../apps/web/src/components/chart/world-map-option';
import { worldShapesOf } from '../../apps/web/src/components/chart/world-map-shapes';
import { exposeRunBench, median } from '../browser-bench/page-harness';

echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

export type MapFigures = {
  size: number;
  /** From the points in hand to the first frame drawn: clusters indexed, options set, rendered. */
  firstDrawMs: number;
  /** Frames per second while panning and zooming (median of the runs). */
  roamFps: number;
  /** The longest frame seen while roaming. */
  worstFrameMs: number;
};

const shapes = worldShapesOf(world);
echarts.registerMap(WORLD_MAP, shapes as Parameters<typeof echarts.registerMap>[1]);
const regionNames = shapes.features.map((country) => country.properties.name);
const COLORS = ['#228be6', '#12b886', '#fd7e14', '#be4bdb', '#fa5252', '#fab005', '#15aabf', '#82c91e'];

/** Companies in the inhabited latitudes, a few per city-sized spot, with skewed signal counts. */
function syntheticPoints(count: number): MapPoint[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, (_, index) => ({
    id: `entity-${index}`,
    name: `Company ${index}`,
    longitude: -125 + random() * 270,
    latitude: -40 + random() * 100,
    count: 1 + Math.floor(random() ** 3 * 60),
    color: COLORS[index % COLORS.length]!,
  }));
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function measure(size: number, runs: number): Promise<MapFigures> {
  const container = document.createElement('div');
  container.style.cssText = 'width: 900px; height: 460px';
  document.body.append(container);
  const points = syntheticPoints(size);
  const firstDraws: number[] = [];
  const rates: number[] = [];
  let worstFrameMs = 0;
  for (let run = 0; run < runs; run++) {
    const chart = echarts.init(container);
    const started = performance.now();
    const clusters = clusterPoints(points);
    const view = viewOf(points);
    let level = clusterLevelOf(chart.getWidth() * view.zoom);
    const draw = () =>
      chart.setOption(
        layersOption({
          mode: 'points',
          regionNames,
          countries: [],
          countryName: (code) => code,
          drawn: clusters.at(level),
          dark: false,
        }),
        { replaceMerge: ['series'] },
      );
    chart.setOption(geoOption(view, false));
    draw();
    await frame();
    firstDraws.push(performance.now() - started);

    // A drag of 6 px a frame with a wheel step every fourth frame (in, then out), re-clustering on a level change.
    const times: number[] = [];
    let last = await frame();
    for (let step = 0; step < 120; step++) {
      const zoom = step % 4 === 0 ? (step < 60 ? 1.12 : 1 / 1.12) : undefined;
      chart.dispatchAction({ type: 'geoRoam', geoIndex: 0, dx: 6, dy: 2, zoom, originX: 450, originY: 230 });
      const geo = (chart.getOption() as { geo: { zoom: number }[] }).geo[0]!;
      const next = clusterLevelOf(chart.getWidth() * geo.zoom);
      if (next !== level) {
        level = next;
        draw();
      }
      const now = await frame();
      times.push(now - last);
      last = now;
    }
    rates.push(1000 / median(times));
    worstFrameMs = Math.max(worstFrameMs, ...times);
    chart.dispose();
  }
  container.remove();
  return { size, firstDrawMs: median(firstDraws), roamFps: median(rates), worstFrameMs };
}

exposeRunBench(measure);
