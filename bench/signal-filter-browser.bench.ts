// Where the Signals screen should stop filtering on the page and ask the signals worker (ADR 0048),
// measured in Chromium rather than Node: the page path (prepare + option lists + filter on a folder change, filter
// alone on a criteria change) against the worker path (criteria posted, rows back in a transferred Uint32Array,
// mapped to the page's signals) over synthetic folders of several sizes.
import { FILTER_IN_WORKER_ABOVE } from '../apps/web/src/features/signals/lib/filter-threshold';
import { benchRuns, benchSizes, runPageBench } from './browser-bench/run-page-bench';
import { report } from './report';
import type { SizeFigures } from './signal-filter-browser/page';

const sizes = benchSizes([1000, FILTER_IN_WORKER_ABOVE, 5000, 10000, 20000, 50000, 100000, 200000]);
const runs = benchRuns();
// A folder change on the page above this is a long task (the browser's own definition): the threshold must stay under.
const LONG_TASK_MS = 50;

/** The figures reported as baselines: which, named how, rounded to how many decimals. */
const BASELINES: [keyof SizeFigures, string, number][] = [
  ['pageFolderChangeMs', 'page: folder change', 1],
  ['pageFilterMs', 'page: criteria change (median)', 2],
  ['workerRoundTripMs', 'worker: round trip (median)', 2],
  ['workerPageMs', "worker: page's share (median)", 2],
  ['workerAfterChangeMs', 'worker: round trip after a live update', 1],
];

const figures = await runPageBench<SizeFigures>('signal-filter-browser', sizes, runs);
console.error(
  [
    'size',
    'page: folder change (prepare, facets)',
    'page: filter (worst)',
    'worker: round trip',
    'worker: page share',
    'worker: after change',
  ].join(' | '),
);
for (const figure of figures) {
  console.error(
    `${figure.size} | ${figure.pageFolderChangeMs.toFixed(1)} (${figure.pagePrepareMs.toFixed(1)}, ${figure.pageFacetsMs.toFixed(1)}) | ${figure.pageFilterMs.toFixed(2)} (${figure.pageFilterWorstMs.toFixed(2)}) | ` +
      `${figure.workerRoundTripMs.toFixed(2)} | ${figure.workerPageMs.toFixed(2)} | ${figure.workerAfterChangeMs.toFixed(1)}`,
  );
  for (const [key, label, digits] of BASELINES) {
    report({
      name: `signal filter, ${label}, ${figure.size.toLocaleString('en')} signals`,
      value: Number(figure[key].toFixed(digits)),
      unit: 'ms',
      goal: 'baseline',
      pass: true,
    });
  }
}
const atThreshold = figures.find((figure) => figure.size === FILTER_IN_WORKER_ABOVE);
if (atThreshold) {
  report({
    name: `signal filter: a folder change on the page at the threshold (${FILTER_IN_WORKER_ABOVE.toLocaleString('en')})`,
    value: Number(atThreshold.pageFolderChangeMs.toFixed(1)),
    unit: 'ms',
    goal: `< ${LONG_TASK_MS} (no long task)`,
    pass: atThreshold.pageFolderChangeMs < LONG_TASK_MS,
  });
}
// Above the threshold the page only posts and maps rows: less than filtering there would cost it, even before
// counting the preparation a folder change needs on the page.
const largest = figures.at(-1)!;
report({
  name: `signal filter: the worker path's cost to the page / filtering on the page, ${largest.size.toLocaleString('en')} signals`,
  value: Number((largest.workerPageMs / largest.pageFilterMs).toFixed(2)),
  unit: 'ratio',
  goal: '< 1',
  pass: largest.workerPageMs < largest.pageFilterMs,
});
