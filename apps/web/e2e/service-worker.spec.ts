// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_WORKER_UPDATE_MS } from '@argus/contract';
import { expect, expectFolderLoaded, test } from './fixtures';

// Its workers and clock are the context's: a context of its own (fixtures.ts).
test.use({ serviceWorkers: 'allow', ownBrowserContext: true });

/** The built worker, which the journeys' server reads from disk on every request. */
const builtWorker = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/** The files only staff screens load, per privilege, as the build lists them (ADR 0103). */
const staffFiles = () =>
  JSON.parse(fs.readFileSync(new URL('../dist/precache-by-privilege.json', import.meta.url), 'utf8')) as Record<
    string,
    string[]
  >;
/** The chunk of a screen in this build (Vite's manifest). */
const screenChunk = (source: string) =>
  `/${(JSON.parse(fs.readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>)[source]!.file}`;

/** Every path the page's caches hold (the worker's precache and what it kept since). */
const cachedPaths = () =>
  caches
    .keys()
    .then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
    .then((lists) => lists.flat().map((request) => new URL(request.url).pathname));

/** Resolves once a service worker controls the page (it claims the page on its first activation). */
const waitForControl = () =>
  navigator.serviceWorker.controller
    ? Promise.resolve(true)
    : new Promise<boolean>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }),
      );

test.describe('service worker', () => {
  test('registers /sw.js with the root scope and serves the shell offline, never the API', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/login');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      const found = await navigator.serviceWorker.getRegistration();
      return { scope: found?.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    expect(await page.evaluate(waitForControl)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // A deep link works offline too: every page navigation is answered with the cached app.
    await page.goto('/imprint');
    await expect(page.getByRole('heading', { name: 'Imprint' })).toBeVisible();
    // API answers are never cached: offline they fail.
    expect(
      await page.evaluate(() =>
        fetch('/health').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.setOffline(false);
  });

  test('looks for an update every 60 minutes', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      const counter = { updates: 0 };
      (window as unknown as { counter: typeof counter }).counter = counter;
      const update = ServiceWorkerRegistration.prototype.update;
      ServiceWorkerRegistration.prototype.update = function countedUpdate(this: ServiceWorkerRegistration) {
        counter.updates += 1;
        return update.call(this);
      };
    });
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Registration runs after the load event; give it its turn before the clock moves.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true);
    const updates = () => page.evaluate(() => (window as unknown as { counter: { updates: number } }).counter.updates);

    await page.clock.runFor(SERVICE_WORKER_UPDATE_MS - 60_000);
    expect(await updates()).toBe(0);
    await page.clock.runFor(60_000);
    expect(await updates()).toBe(1);
    await page.clock.runFor(SERVICE_WORKER_UPDATE_MS);
    expect(await updates()).toBe(2);
  });

  test('reloads the page when a new version of the worker activates', async ({ page }) => {
    await page.goto('/login');
    expect(await page.evaluate(waitForControl)).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });

    // A new build: the same worker with one byte more. (Playwright cannot route a worker's own update request.)
    const original = fs.readFileSync(builtWorker, 'utf8');
    try {
      fs.writeFileSync(builtWorker, `${original}\n// next build`);
      const reloaded = page.waitForEvent('load');
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await reloaded;
    } finally {
      fs.writeFileSync(builtWorker, original);
    }
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test("an analyst's precache holds the shell and their screens, not the staff screens", async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/');
    expect(await page.evaluate(waitForControl)).toBe(true);
    await expectFolderLoaded(page, 'signal');
    const analystCache = await page.evaluate(cachedPaths);
    expect(analystCache).toContain('/index.html');
    expect(analystCache).toContain(screenChunk('src/app/routes/corporate-intelligence/signal-stream-page.tsx'));
    expect(analystCache).toContain(screenChunk('src/app/routes/discovery/mention-stream-page.tsx'));
    const adminOnly = staffFiles()['3']!;
    expect(adminOnly).toContain(screenChunk('src/app/routes/system/users-page.tsx'));
    expect(adminOnly).toContain(screenChunk('src/app/routes/reports/feedbacks-page.tsx'));
    expect(analystCache.filter((path) => adminOnly.includes(path))).toEqual([]);
  });

  test("a moderator's session keeps the moderator's screens, not the administrator's", async ({ page, loginAs }) => {
    await loginAs('moderator');
    await page.goto('/');
    expect(await page.evaluate(waitForControl)).toBe(true);
    const { '2': moderator, '3': admin } = staffFiles();
    await expect
      .poll(() => page.evaluate(cachedPaths).then((paths) => moderator!.filter((file) => !paths.includes(file))), {
        timeout: 60_000,
      })
      .toEqual([]);
    const adminOnly = admin!.filter((file) => !moderator!.includes(file));
    expect(adminOnly).toContain(screenChunk('src/app/routes/system/users-page.tsx'));
    expect((await page.evaluate(cachedPaths)).filter((path) => adminOnly.includes(path))).toEqual([]);
  });
});
