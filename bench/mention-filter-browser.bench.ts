// Where the Mentions screen should stop filtering on the page and ask the mentions worker (ADR 0051), and what
// fetching the history in the worker saves the page, measured in Chromium: the page path (parse and validate the
// history; prepare + option lists + filter on a folder change; filter alone on a criteria change; the keyword index)
// against the worker path (the answer's clone read and merged; criteria posted, rows back in a transferred
// Uint32Array, mapped to the page's mentions) over synthetic folders of several sizes.
import { FILTER_IN_WORKER_ABOVE } from '../apps/web/src/features/mentions/lib/filter-threshold';
import { benchRuns, benchSizes, runPageBench } from './browser-bench/run-page-bench';
import type { SizeFigures } from './mention-filter-browser/page';
import { report } from './report';

const sizes = benchSizes([1000, 2000, 5000, FILTER_IN_WORKER_ABOVE, 20000, 50000, 100000, 200000]);
const runs = benchRuns();
// A task above this is a long task (the browser's own definition): the history's arrival must stay under.
const LONG_TASK_MS = 50;
// At the threshold the page's work of a folder change or a new keyword must fit one frame (60 Hz).
const FRAME_MS = 16;

const FIGURES: [keyof SizeFigures, string][] = [
  ['pageParseMs', 'loading, page: JSON.parse + validation of the history'],
  ['workerArrivalMs', "loading, worker: the page reads the worker's answer in parts and builds its list"],
  ['workerArrivalLongestMs', 'loading, worker: the longest of those tasks'],
  ['workerArrivalMergeMs', "loading, worker: the list built by the worker's plan"],
  ['pageMergeMs', 'loading: the list merged and sorted on the page instead'],
  ['pageFolderChangeMs', 'page: folder change (prepare + options + filter)'],
  ['pageIndexMs', 'page: keyword index in one piece (built in idle slices)'],
  ['pageFilterMs', 'page: criteria change without keywords (median)'],
  ['pageKeywordMs', 'page: a new keyword (median)'],
  ['pageKeywordWorstMs', 'page: a new keyword (slowest scenario)'],
  ['workerRoundTripMs', 'worker: round trip without keywords (median)'],
  ['workerKeywordRoundTripMs', 'worker: round trip with a new keyword (median)'],
  ['workerPageMs', "worker: the page's share (median)"],
  ['workerAfterChangeMs', 'worker: first answer after a folder change'],
  ['workerFirstKeywordMs', 'worker: a keyword right after a folder change (prepare + index)'],
];

const figures = await runPageBench<SizeFigures>('mention-filter-browser', sizes, runs);
console.error(['size', ...FIGURES.map(([key]) => key)].join(' | '));
for (const figure of figures) {
  console.error([figure.size, ...FIGURES.map(([key]) => figure[key].toFixed(2))].join(' | '));
  for (const [key, label] of FIGURES) {
    report({
      name: `mention filter, ${label}, ${figure.size.toLocaleString('en')} mentions`,
      value: Number(figure[key].toFixed(2)),
      unit: 'ms',
      goal: 'baseline',
      pass: true,
    });
  }
}
const atThreshold = figures.find((figure) => figure.size === FILTER_IN_WORKER_ABOVE);
if (atThreshold) {
  const threshold = FILTER_IN_WORKER_ABOVE.toLocaleString('en');
  report({
    name: `mention filter: a folder change on the page at the threshold (${threshold})`,
    value: Number(atThreshold.pageFolderChangeMs.toFixed(1)),
    unit: 'ms',
    goal: `< ${FRAME_MS} (a frame)`,
    pass: atThreshold.pageFolderChangeMs < FRAME_MS,
  });
  report({
    name: `mention filter: a new keyword on the page at the threshold (${threshold}), slowest scenario`,
    value: Number(atThreshold.pageKeywordWorstMs.toFixed(1)),
    unit: 'ms',
    goal: `< ${FRAME_MS} (a frame)`,
    pass: atThreshold.pageKeywordWorstMs < FRAME_MS,
  });
}
const largest = figures.at(-1)!;
const label = `${largest.size.toLocaleString('en')} mentions`;
// Above the threshold the page only posts and maps rows: less than a new keyword would cost it there (keywords are
// this screen's main filter), before counting the preparation and keyword index a folder change needs on the page.
report({
  name: `mention filter: the worker path's cost to the page / a new keyword on the page, ${label}`,
  value: Number((largest.workerPageMs / largest.pageKeywordMs).toFixed(2)),
  unit: 'ratio',
  goal: '< 1',
  pass: largest.workerPageMs < largest.pageKeywordMs,
});
// The history fetched in the worker arrives in parts: no task of it is long, whatever the folder's size.
report({
  name: `mention loading: the longest task of the history's arrival on the page, ${label}`,
  value: Number(largest.workerArrivalLongestMs.toFixed(1)),
  unit: 'ms',
  goal: `< ${LONG_TASK_MS} (no long task)`,
  pass: largest.workerArrivalLongestMs < LONG_TASK_MS,
});
