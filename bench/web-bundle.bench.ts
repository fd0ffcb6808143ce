// The web app's JavaScript budgets (ADRs 0012 and 0114): builds the web app (when stale) and reports what scripts/bundle-budgets.ts
// works out from the build's manifest, the same figures `npm test` checks after its web build: the login route's
// JavaScript gzipped under 150 KB (`budget-login-route-js`), each lazy screen's chunks beyond its shell at most 250 KB
// (`budget-<screen>-chunks`). Then opens /login in Chromium and sums every script the page really fetched, to keep the
// manifest's reading honest (`budget-login-route-js-browser`), and the whole build's JavaScript (a baseline).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { describeFailure, readBudgets, WEB_DIST } from '../scripts/bundle-budgets';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { isWebBuildCurrent, startWebBuild } from '../scripts/web-build.mjs';
import { report } from './report';

/** How far the browser's count of the login route may be from the manifest's: the few scripts the manifest does not
 * list as the entry's static imports (color-scheme.js from public/, workbox-window imported once the page loaded). */
const BROWSER_AGREEMENT_KB = 5;

const distDir = WEB_DIST;

// The one web build (scripts/web-build.mjs), made when it is missing or older than its sources, as `npm start` and the
// journeys make it: so the figures are the current sources', and a build is not pulled away under a running journey.
if (!isWebBuildCurrent()) await startWebBuild().done;

// A static server with the single-page fallback: enough for a page that calls no API before login.
const server = http.createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const candidate = path.join(distDir, urlPath);
  const file = candidate.startsWith(distDir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile();
  const served = file ? candidate : path.join(distDir, 'index.html');
  const type = served.endsWith('.js') ? 'text/javascript' : served.endsWith('.css') ? 'text/css' : 'text/html';
  response.writeHead(200, { 'Content-Type': type });
  fs.createReadStream(served).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

/** Every script the page fetched until /login shows its form and the network is quiet, gzipped like the budgets. */
async function measureRoute(routePath: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const pending = response.body().then((body) => scripts.set(response.url(), gzipSync(body).length));
    void pending.catch(() => undefined);
  });
  await page.goto(`http://127.0.0.1:${port}${routePath}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Login' }).waitFor();
  if (process.env.BENCH_VERBOSE) console.error(scripts);
  await browser.close();
  const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  return { totalKb, files: scripts.size };
}

const kb = (value: number) => Number(value.toFixed(1));

try {
  const budgets = readBudgets(distDir);
  for (const budget of budgets) {
    report({
      name: `budget-${budget.name}`,
      value: kb(budget.kb),
      unit: 'KB',
      goal: budget.name === 'login-route-js' ? `< ${budget.limitKb}` : `<= ${budget.limitKb}`,
      pass: budget.pass,
    });
    if (!budget.pass) console.error(describeFailure(budget));
  }
  const manifestLoginKb = budgets[0]!.kb;
  const login = await measureRoute('/login');
  console.error(
    `login route in Chromium: ${login.files} scripts, ${login.totalKb.toFixed(1)} KB gzipped; ` +
      `from the manifest: ${budgets[0]!.files.length} files, ${manifestLoginKb.toFixed(1)} KB`,
  );
  report({
    name: 'budget-login-route-js-browser',
    value: kb(login.totalKb),
    unit: 'KB',
    goal: `within ${BROWSER_AGREEMENT_KB} KB of budget-login-route-js (${kb(manifestLoginKb)})`,
    pass: Math.abs(login.totalKb - manifestLoginKb) <= BROWSER_AGREEMENT_KB,
  });
  const everything = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, 'assets', file))).length, 0);
  report({
    name: 'budget-total-js',
    value: kb(everything / 1024),
    unit: 'KB',
    goal: 'baseline (all JavaScript of the build, loaded lazily by route)',
    pass: true,
  });
} finally {
  server.close();
}
