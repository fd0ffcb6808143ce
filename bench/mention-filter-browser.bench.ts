// Where the Mentions screen should stop filtering on the page and ask the mentions worker (ADR 0051), and what
// fetching the history in the worker saves the page, measured in Chromium: the page path (parse and validate the
// history; prepare + option lists + filter on a folder change; filter alone on a criteria change; the keyword index)
// against the worker path (the answer's clone read and merged; criteria posted, rows back in a transferred
// Uint32Array, mapped to the page's mentions) over synthetic folders of several sizes.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { FILTER_IN_WORKER_ABOVE } from '../apps/web/src/features/mentions/lib/filter-threshold';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { report } from './report';
import type { SizeFigures } from './mention-filter-browser/page';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const sizes = [
  ...new Set(
    (process.env.BENCH_FILTER_SIZES ?? `1000,2000,5000,${FILTER_IN_WORKER_ABOVE},20000,50000,100000,200000`)
      .split(',')
      .map(Number),
  ),
].sort((a, b) => a - b);
const runs = Number(process.env.BENCH_RUNS ?? 7);
// A task above this is a long task (the browser's own definition): the history's arrival must stay under.
const LONG_TASK_MS = 50;
// At the threshold the page's work of a folder change or a new keyword must fit one frame (60 Hz).
const FRAME_MS = 16;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-mention-bench-'));
await build({
  entryPoints: {
    page: path.join(benchDir, 'mention-filter-browser/page.ts'),
    worker: path.join(benchDir, 'mention-filter-browser/worker.ts'),
  },
  bundle: true,
  format: 'esm',
  target: 'es2022',
  outdir: outDir,
  logLevel: 'warning',
});
fs.writeFileSync(
  path.join(outDir, 'index.html'),
  '<!doctype html><meta charset="utf-8"><script type="module" src="/page.js"></script>',
);

const server = http.createServer((request, response) => {
  const file = path.join(outDir, path.basename(new URL(request.url ?? '/', 'http://x').pathname) || 'index.html');
  if (!fs.existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
  fs.createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

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

try {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForFunction(() => 'runBench' in window);
  const figures = await page.evaluate(
    ([sizes, runs]) =>
      (window as unknown as { runBench: (s: number[], r: number) => Promise<SizeFigures[]> }).runBench(sizes, runs),
    [sizes, runs] as const,
  );
  await browser.close();
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
} finally {
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
