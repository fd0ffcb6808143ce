// `npm run contact-sheet`: every screen of apps/web/e2e/screens.ts as each role (guest, analyst, moderator, admin), in
// light, dark and 375 px wide, on ONE labelled PNG to look over for broken layouts (ADR 0112). Starts its own server
// on a free port with a fresh data directory and the small demo world (bench/browser-bench/demo-app.ts), or uses
// `--url` (a running server with the demo logins). Within one role and variant one page opens every screen through
// the app's own navigation, so the start-up runs once. The sheet is a page of thumbnails that Chromium lays out and
// screenshots: no image library.
//
//   npm run contact-sheet -- [--url http://127.0.0.1:8080] [--out docs/screenshots/contact-sheet.png]
//                            [--roles analyst,admin] [--variants light,dark,375] [--shots DIR] [--readme]
//
// --shots DIR writes every screenshot at full size too; --readme (re)writes README.md's screenshots in
// docs/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { demoApp, DEMO_PASSWORD, type DemoApp } from '../bench/browser-bench/demo-app';
import { openWithinApp, screensOf, waitForScreen, type Screen, type ScreenRole } from '../apps/web/e2e/screens';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROLES: readonly ScreenRole[] = ['guest', 'analyst', 'moderator', 'admin'];

type Variant = { name: 'light' | 'dark' | '375'; width: number; height: number; dark: boolean };
const VARIANTS: readonly Variant[] = [
  { name: 'light', width: 1280, height: 800, dark: false },
  { name: 'dark', width: 1280, height: 800, dark: true },
  { name: '375', width: 375, height: 812, dark: false },
];
/** Thumbnail widths on the sheet: a quarter of a desktop screen, half of a phone's. */
/** How long a screen may take to show its data (the first one loads the folders: ~10 s on two cores). */
const SETTLE_TIMEOUT_MS = 45_000;
const THUMB_WIDTH: Record<Variant['name'], number> = { light: 320, dark: 320, '375': 188 };

/** README.md's screenshots: small, one per look (each well under 300 KB). */
const README_SHOTS = [
  { file: 'signals-light.png', role: 'analyst', variant: 'light', path: '/corporate-intelligence/signal-stream' },
  { file: 'mentions-dark.png', role: 'analyst', variant: 'dark', path: '/discovery/mention-stream' },
  { file: 'overview-375.png', role: 'analyst', variant: '375', path: '/corporate-intelligence/overview' },
] as const;

type Shot = { role: ScreenRole; variant: Variant['name']; screen: Screen; png?: Buffer; error?: string };

const USAGE =
  'usage: npm run contact-sheet -- [--url URL] [--out FILE.png] [--roles guest,analyst,moderator,admin] ' +
  '[--variants light,dark,375] [--shots DIR] [--readme]';

function parseOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      out: { type: 'string', default: path.join(root, 'docs/screenshots/contact-sheet.png') },
      roles: { type: 'string', default: ROLES.join(',') },
      variants: { type: 'string', default: VARIANTS.map((variant) => variant.name).join(',') },
      shots: { type: 'string' },
      readme: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const roles = values.roles.split(',').map((role) => role.trim()) as ScreenRole[];
  const variants = values.variants.split(',').map((name) => VARIANTS.find((variant) => variant.name === name.trim()));
  if (roles.some((role) => !ROLES.includes(role)) || variants.some((variant) => variant === undefined)) {
    console.error(USAGE);
    process.exit(2);
  }
  return { ...values, roles, variants: variants as Variant[] };
}

async function login(baseUrl: string, username: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`${username} cannot sign in at ${baseUrl}: ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Until the page's fonts (the Chinese font's slices too) have arrived and two frames have been drawn. */
async function settle(page: Page) {
  await page.evaluate('document.fonts.ready');
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  // Charts and drawers animate in (ECharts ~1 s at most); a screenshot mid-way would look broken when it is not.
  await page.waitForTimeout(600);
  await page.evaluate('document.fonts.ready');
}

/** Opens a screen and waits until it shows its data (waitForScreen looks twice) and its fonts and animations. */
async function openAndSettle(page: Page, screen: Screen, byAddress: boolean) {
  if (byAddress) await page.goto(screen.path);
  else await openWithinApp(page, screen.path);
  await waitForScreen(page, screen, SETTLE_TIMEOUT_MS);
  await settle(page);
}

/** One role in one variant: one page, the first screen by address and the others through the app's navigation. */
async function shootRole(
  browser: Browser,
  baseUrl: string,
  role: ScreenRole,
  variant: Variant,
  token: string | undefined,
  screens: readonly Screen[],
): Promise<Shot[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: variant.width, height: variant.height },
    colorScheme: variant.dark ? 'dark' : 'light',
    // The worker would fetch the whole precache beside every page: nothing to see, only time.
    serviceWorkers: 'block',
  });
  if (token) {
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: TOKEN_STORAGE_KEY,
      value: token,
    });
  }
  const page = await context.newPage();
  const shots: Shot[] = [];
  try {
    for (const [index, screen] of screens.entries()) {
      const shot: Shot = { role, variant: variant.name, screen };
      const started = Date.now();
      let reloaded = false;
      try {
        await openAndSettle(page, screen, index === 0);
      } catch {
        reloaded = true;
        // Once more from its address: a rebuild of the web app meanwhile leaves the open page without its chunks.
        try {
          await openAndSettle(page, screen, true);
        } catch (error) {
          shot.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
      // A screen that never settled is shot all the same: what it shows is the defect.
      shot.png = await page.screenshot({ animations: 'disabled' }).catch(() => undefined);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.error(
        `${role} · ${variant.name} · ${screen.path}: ${shot.error ? `NOT SETTLED (${shot.error})` : 'ok'}${reloaded ? ' (after a reload)' : ''} ${seconds} s`,
      );
      shots.push(shot);
    }
  } finally {
    await context.close();
  }
  return shots;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);

/** The sheet: one row per role and variant, one labelled thumbnail per screen. */
function sheetHtml(shots: readonly Shot[], baseUrl: string): string {
  const rows = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = `${shot.role} · ${shot.variant}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const failed = shots.filter((shot) => shot.error).length;
  const body = [...rows.entries()]
    .map(([key, row]) => {
      const cells = row
        .map((shot) => {
          const label = `${shot.role} · ${shot.screen.path} · ${shot.variant}`;
          const image = shot.png
            ? `<img src="data:image/png;base64,${shot.png.toString('base64')}" width="${THUMB_WIDTH[shot.variant]}">`
            : '<div class="missing">no screenshot</div>';
          const error = shot.error ? `<div class="error">not settled: ${escapeHtml(shot.error)}</div>` : '';
          return `<figure class="${shot.error ? 'failed' : ''}">${image}<figcaption>${escapeHtml(label)}</figcaption>${error}</figure>`;
        })
        .join('');
      return `<section><h2>${escapeHtml(key)}</h2><div class="row">${cells}</div></section>`;
    })
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 16px; font: 13px system-ui, sans-serif; background: #e9ecef; color: #212529; width: max-content; }
    h1 { font-size: 18px; margin: 0 0 12px; }
    h2 { font-size: 14px; margin: 16px 0 6px; }
    .row { display: flex; gap: 10px; align-items: flex-start; }
    figure { margin: 0; background: #fff; padding: 4px; border: 1px solid #adb5bd; }
    figure.failed { border: 3px solid #e03131; }
    img { display: block; }
    figcaption { margin-top: 4px; max-width: 320px; overflow-wrap: anywhere; }
    .error { color: #c92a2a; max-width: 320px; overflow-wrap: anywhere; }
    .missing { width: 320px; height: 200px; display: grid; place-items: center; background: #fff5f5; }
  </style></head><body>
    <h1>Argus contact sheet · ${escapeHtml(baseUrl)} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC ·
      ${shots.length} screenshots${failed ? `, <span class="error">${failed} not settled</span>` : ''}</h1>
    ${body}
  </body></html>`;
}

async function writeSheet(browser: Browser, shots: readonly Shot[], baseUrl: string, out: string) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await page.setContent(sheetHtml(shots, baseUrl), { waitUntil: 'load' });
  const width = (await page.evaluate('document.body.scrollWidth + 32')) as number;
  await page.setViewportSize({ width, height: 800 });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, fullPage: true });
  await page.close();
}

/** README.md's screenshots, from the shots just taken (the same screens, at full size). */
function writeReadmeShots(shots: readonly Shot[]) {
  for (const wanted of README_SHOTS) {
    const shot = shots.find(
      (candidate) =>
        candidate.role === wanted.role && candidate.variant === wanted.variant && candidate.screen.path === wanted.path,
    );
    if (!shot?.png || shot.error) throw new Error(`no settled screenshot for ${wanted.file}`);
    const file = path.join(root, 'docs/screenshots', wanted.file);
    fs.writeFileSync(file, shot.png);
    console.error(`${path.relative(root, file)}: ${(shot.png.length / 1024).toFixed(0)} KB`);
  }
}

const options = parseOptions();
const started = Date.now();
let app: DemoApp | undefined;
let browser: Browser | undefined;
// Ctrl-C stops the demo server and deletes its data directory too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([browser?.close(), app?.close()]).then(() => process.exit(130));
  });
}
try {
  let baseUrl = options.url?.replace(/\/$/, '');
  if (!baseUrl) {
    app = demoApp('argus-contact-sheet-');
    app.argus('seed-demo', '--scale', 'small');
    baseUrl = await app.serve();
  }
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const shots: Shot[] = [];
  for (const role of options.roles) {
    const token = role === 'guest' ? undefined : await login(baseUrl, role);
    for (const variant of options.variants) {
      shots.push(...(await shootRole(browser, baseUrl, role, variant, token, screensOf(role))));
    }
  }
  if (options.shots) {
    fs.mkdirSync(options.shots, { recursive: true });
    for (const shot of shots) {
      if (!shot.png) continue;
      const name = `${shot.role}${shot.screen.path.replaceAll('/', '_')}_${shot.variant}.png`;
      fs.writeFileSync(path.join(options.shots, name), shot.png);
    }
  }
  await writeSheet(browser, shots, baseUrl, options.out);
  if (options.readme) writeReadmeShots(shots);
  const failed = shots.filter((shot) => shot.error);
  console.error(
    `${options.out}: ${shots.length} screenshots, ${(fs.statSync(options.out).size / 1024 / 1024).toFixed(1)} MB, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s` +
      (failed.length
        ? `; not settled: ${failed.map((shot) => `${shot.role} ${shot.screen.path} ${shot.variant}`).join(', ')}`
        : ''),
  );
} finally {
  await browser?.close();
  await app?.close();
}
