// The Overview screen's main thread in Chromium (ADR 0095): a criteria change asks the worker for the figures of a
// synthetic folder, and the page draws the screen's five charts from them with the screen's own option builders.
// Long tasks (over 50 ms, the browser's definition) are recorded from the request until the charts have drawn.
import type { SignalOverview } from '@argus/contract';
import { defaultSignalCriteria, type SignalCriteria } from '@argus/filtering';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import {
  rankedChartOption,
  shareChartOption,
  timelineChartOption,
} from '../../apps/web/src/features/signals/lib/overview-chart-options';
import { periodsOf } from '../../apps/web/src/features/signals/lib/overview-periods';
import { drawInTurn } from '../../apps/web/src/components/chart/draw-queue';
import { exposeRunBench, median } from '../browser-bench/page-harness';

echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type OverviewFigures = {
  size: number;
  /** From the criteria change to the five charts finished, their animations included (median). */
  drawnMs: number;
  /** The longest task on the main thread in that time, over every run (0: none over 50 ms). */
  longestTaskMs: number;
  /** The same in each run (the first also compiles the charts' code). */
  longestTaskByRun: number[];
};

const worker = new Worker('/worker.js', { type: 'module' });
const ask = (size: number, criteria: SignalCriteria) =>
  new Promise<SignalOverview>((resolve) => {
    worker.onmessage = ({ data }: MessageEvent<SignalOverview>) => resolve(data);
    worker.postMessage({ size, criteria });
  });

const YEAR = { dateBegin: '2025-01-01', dateEnd: '2025-12-31' };

function drawCharts(figures: SignalOverview, criteria: SignalCriteria): Promise<void> {
  const options = [
    timelineChartOption(figures.timeline, periodsOf(criteria, figures.bucket), figures.bucket, false),
    rankedChartOption(figures.topEventTypes),
    rankedChartOption(figures.topCompanies),
    shareChartOption('Media segments', figures.mediaSegments),
    shareChartOption('Languages', figures.languages),
  ];
  return Promise.all(
    options.map(
      (option) =>
        new Promise<void>((resolve) => {
          const container = document.createElement('div');
          container.style.cssText = 'width: 700px; height: 280px';
          document.body.append(container);
          const chart = echarts.init(container);
          chart.on('finished', () => resolve());
          // As the screen's chart wrapper draws: one chart per task.
          drawInTurn(() => chart.setOption(option));
        }),
    ),
  ).then(() => undefined);
}

async function measure(size: number, runs: number): Promise<OverviewFigures> {
  const drawn: number[] = [];
  const longestTaskByRun: number[] = [];
  // The folder is prepared at its first request (its load), outside the timed criteria changes.
  await ask(size, { ...defaultSignalCriteria(), ...YEAR });
  for (let run = 0; run < runs; run++) {
    document.body.replaceChildren();
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => tasks.push(entry.duration)),
    );
    observer.observe({ type: 'longtask' });
    // Each run a different minimum reliability, as a user would change it.
    const criteria = { ...defaultSignalCriteria(), ...YEAR, reliability: run % 4 };
    const started = performance.now();
    await drawCharts(await ask(size, criteria), criteria);
    drawn.push(performance.now() - started);
    // Long tasks are reported after they end: one more frame lets the last one arrive.
    await new Promise(requestAnimationFrame);
    observer.disconnect();
    longestTaskByRun.push(Math.max(0, ...tasks));
  }
  return { size, drawnMs: median(drawn), longestTaskMs: Math.max(0, ...longestTaskByRun), longestTaskByRun };
}

exposeRunBench(measure);
