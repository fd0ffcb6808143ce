// The login route's JavaScript, gzipped, as a browser really loads it: builds the web app, serves the build,
// opens /login in Chromium and sums every script the page fetched. Goal (issue 4): under 150 KB. Each new screen's own
// lazy chunks beyond the app shell (issue 12): at most 250 KB.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { report } from './report';

const LOGIN_JS_CEILING_KB = 150;
/** Issue 12: each new screen's own lazy chunk. */
const SCREEN_CHUNK_CEILING_KB = 250;
const SCREENS = [
  'src/app/routes/corporate-intelligence/overview-page.tsx',
  'src/app/routes/corporate-intelligence/map-page.tsx',
  'src/app/routes/reports/email-schedules-page.tsx',
  'src/app/routes/knowledge-graph/industry-network-page.tsx',
];
/** What every signed-in screen loads before its own chunks. */
const SHELL = ['index.html', 'src/app/layouts/app-layout.tsx'];

type ManifestChunk = { file: string; imports?: string[] };

/** The chunks a manifest entry loads: its own file and every static import, transitively. */
function chunksOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The gzipped size of what a lazy route loads beyond the app shell (Vite's manifest of this build). */
function routeKb(route: string): number {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[route]) throw new Error(`no chunk of ${route} in the build`);
  const shell = new Set(SHELL.flatMap((entry) => [...chunksOf(manifest, entry)]));
  const own = [...chunksOf(manifest, route)].filter((key) => !shell.has(key));
  return (
    own.reduce((sum, key) => sum + gzipSync(fs.readFileSync(path.join(distDir, manifest[key]!.file))).length, 0) / 1024
  );
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'apps/web/dist');

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('npm run build failed');

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

try {
  const login = await measureRoute('/login');
  report({
    name: `web: login route JavaScript, gzipped (${login.files} files)`,
    value: Number(login.totalKb.toFixed(1)),
    unit: 'KB',
    goal: `< ${LOGIN_JS_CEILING_KB}`,
    pass: login.totalKb < LOGIN_JS_CEILING_KB,
  });
  for (const screen of SCREENS) {
    const kb = routeKb(screen);
    report({
      name: `web: ${path.basename(screen, '.tsx').replace('-page', '')} screen's lazy chunks beyond the app shell, gzipped`,
      value: Number(kb.toFixed(1)),
      unit: 'KB',
      goal: `<= ${SCREEN_CHUNK_CEILING_KB}`,
      pass: kb <= SCREEN_CHUNK_CEILING_KB,
    });
  }
  const everything = fs
    .readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(distDir, 'assets', file))).length, 0);
  report({
    name: 'web: all JavaScript of the build, gzipped (loaded lazily by route)',
    value: Number((everything / 1024).toFixed(1)),
    unit: 'KB',
    goal: 'baseline',
    pass: true,
  });
} finally {
  server.close();
}
