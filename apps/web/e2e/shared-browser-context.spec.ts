// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

// The worker's journeys share one browser context (ADR 0171): what one journey leaves in it must not reach the next.
// The two run in this order in one worker; a retry runs in a context of its own, so it cannot pass by accident there.

let lentBefore: BrowserContext | undefined;
let callsOfTheListenerLeftBehind = 0;

test.describe('the shared browser context', () => {
  test('a journey leaves storage, a cookie, a permission, a route and a listener in it', async ({ page, context }) => {
    lentBefore = context;
    await page.goto('/health');
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      document.cookie = 'left-behind=1; max-age=3600';
      await new Promise((resolve, reject) => {
        const request = indexedDB.open('left-behind');
        request.onsuccess = () => resolve(request.result.close());
        request.onerror = () => reject(request.error);
      });
    });
    await context.grantPermissions(['geolocation']);
    await context.route('**/left-behind', (route) => route.fulfill({ body: 'routed' }));
    context.on('request', () => (callsOfTheListenerLeftBehind += 1));
    expect(await page.evaluate(() => fetch('/left-behind').then((response) => response.text()))).toBe('routed');
  });

  test('the next journey of the worker, in the same context, finds none of it', async ({ page, context }) => {
    test.skip(test.info().retry > 0, 'a retry has a context of its own: there is nothing to compare');
    expect(context).toBe(lentBefore);
    const calls = callsOfTheListenerLeftBehind;
    await page.goto('/health');
    const left = await page.evaluate(async () => ({
      localStorage: localStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map(({ name }) => name),
      geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
      routed: (await (await fetch('/left-behind')).text()) === 'routed',
    }));
    expect(left).toEqual({ localStorage: 0, cookie: '', databases: [], geolocation: 'prompt', routed: false });
    expect(callsOfTheListenerLeftBehind).toBe(calls);
    expect(context.pages().indexOf(page)).toBe(0);
  });
});
