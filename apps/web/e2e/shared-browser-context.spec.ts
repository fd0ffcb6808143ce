// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import { expect, test } from './fixtures';
import { lendSharedBrowserContext, openSharedBrowserContext } from './shared-browser-context';

// A worker's journeys share one browser context (ADR 0171): what one journey leaves in it must not reach the next.
// The journey opens a shared context of its own and lends it twice, as the fixtures lend the worker's.

test.describe('the shared browser context', () => {
  test('a journey leaves storage, a cookie, a permission, a route and a listener; the next finds none', async ({
    browser,
    baseURL,
  }) => {
    const shared = await openSharedBrowserContext(browser, 'this journey', baseURL!);
    try {
      let callsOfTheListenerLeftBehind = 0;
      await lendSharedBrowserContext(shared, async (context) => {
        const [page] = context.pages();
        await page!.goto('/health');
        await page!.evaluate(async () => {
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
        expect(await page!.evaluate(() => fetch('/left-behind').then((response) => response.text()))).toBe('routed');
      });

      const calls = callsOfTheListenerLeftBehind;
      await lendSharedBrowserContext(shared, async (context) => {
        const [page] = context.pages();
        expect(page).not.toBe(shared.keeper);
        await page!.goto('/health');
        const left = await page!.evaluate(async () => ({
          localStorage: localStorage.length,
          cookie: document.cookie,
          databases: (await indexedDB.databases()).map(({ name }) => name),
          geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
          routed: (await (await fetch('/left-behind')).text()) === 'routed',
        }));
        expect(left).toEqual({ localStorage: 0, cookie: '', databases: [], geolocation: 'prompt', routed: false });
        expect(callsOfTheListenerLeftBehind).toBe(calls);
      });
    } finally {
      await shared.context.close();
    }
  });
});
