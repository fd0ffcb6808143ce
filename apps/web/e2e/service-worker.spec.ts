// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_WORKER_UPDATE_MS } from '@argus/contract';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The built worker, which the journeys' server reads from disk on every request. */
const builtWorker = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

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
});
