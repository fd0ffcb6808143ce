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
const sizes = (process.env.BENCH_FILTER_SIZES ?? `1000,${FILTER_IN_WORKER_ABOVE},5000,10000,20000,50000,100000,200000`)
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const runs = Number(process.env.BENCH_RUNS ?? 7);
// A folder change on the page above this is a long task (the browser's own definition): the threshold must stay under.
const LONG_TASK_MS = 50;

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
  ['workerArrivalMs', "loading, worker: the page reads the worker's answer and merges it"],
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
    report({
      name: `mention filter: a folder change on the page at the threshold (${FILTER_IN_WORKER_ABOVE.toLocaleString('en')})`,
      value: Number(atThreshold.pageFolderChangeMs.toFixed(1)),
      unit: 'ms',
      goal: `< ${LONG_TASK_MS} (no long task)`,
      pass: atThreshold.pageFolderChangeMs < LONG_TASK_MS,
    });
  }
  const largest = figures.at(-1)!;
  const label = `${largest.size.toLocaleString('en')} mentions`;
  // Above the threshold the page only posts and maps rows: less than filtering there would cost it, even before
  // counting the preparation and keyword index a folder change needs on the page.
  report({
    name: `mention filter: the worker path's cost to the page / filtering on the page, ${label}`,
    value: Number((largest.workerPageMs / largest.pageFilterMs).toFixed(2)),
    unit: 'ratio',
    goal: '< 1',
    pass: largest.workerPageMs < largest.pageFilterMs,
  });
  // The history fetched in the worker: the page only reads the clone and merges it.
  report({
    name: `mention loading: the worker answer's cost to the page / parsing and validating on the page, ${label}`,
    value: Number((largest.workerArrivalMs / largest.pageParseMs).toFixed(2)),
    unit: 'ratio',
    goal: '< 0.5',
    pass: largest.workerArrivalMs < 0.5 * largest.pageParseMs,
  });
} finally {
  server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
}
