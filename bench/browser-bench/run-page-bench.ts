// The Node side of the benchmarks that measure the web app's filters in Chromium: bundles a page and its worker,
// serves them, and runs the page's `runBench` there.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium';

/** The folder sizes to measure: BENCH_FILTER_SIZES (comma-separated) or `defaults`, each once, smallest first. */
export function benchSizes(defaults: readonly number[]): number[] {
  const sizes = process.env.BENCH_FILTER_SIZES?.split(',').map(Number) ?? defaults;
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** The timed runs per figure: BENCH_RUNS or 7. */
export const benchRuns = () => Number(process.env.BENCH_RUNS ?? 7);

const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Bundles `bench/<name>/page.ts` and `bench/<name>/worker.ts`, serves them on a free local port, opens the page in
 * Chromium and answers what its `runBench(sizes, runs)` (see page-harness.ts) answers.
 */
export async function runPageBench<Figures>(name: string, sizes: number[], runs: number): Promise<Figures[]> {
  const dir = path.join(benchDir, name);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `argus-${name}-`));
  const server = http.createServer((request, response) => {
    const file = path.join(outDir, path.basename(new URL(request.url ?? '/', 'http://x').pathname) || 'index.html');
    if (!fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html' });
    fs.createReadStream(file).pipe(response);
  });
  try {
    await build({
      entryPoints: { page: path.join(dir, 'page.ts'), worker: path.join(dir, 'worker.ts') },
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
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/index.html`);
      await page.waitForFunction(() => 'runBench' in window);
      return await page.evaluate(
        ([sizes, runs]) =>
          (window as unknown as { runBench: (s: number[], r: number) => Promise<Figures[]> }).runBench(sizes, runs),
        [sizes, runs] as const,
      );
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
