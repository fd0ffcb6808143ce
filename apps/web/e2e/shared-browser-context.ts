import type { Browser, BrowserContext, Page } from '@playwright/test';

// One browser context per Playwright worker, lent to its journeys one after the other (ADR 0171): each journey opens a
// new tab of it, and gets back a browser without the last journey's storage, cookies, permissions, tabs, routes or
// listeners. What it keeps is what one browser keeps between two people's sessions: its HTTP cache (with V8's code
// cache of the app's scripts) and, with `--process-per-site` (scripts/chromium.ts), the site's renderer process, held
// open by a tab of its own. A journey's page load then starts warm, as a person's second visit does: 15-20 % less CPU
// than a fresh context's (2026-12-03, three loads a journey, 7 journeys each).
// A journey whose options differ from the context's, or that asks (`ownBrowserContext`), gets a context of its own.

/** The storage a journey can leave at the journeys' origin (sessionStorage is the tab's, and goes with it). */
const STORAGE_TYPES = 'cookies,indexeddb,local_storage,cache_storage,service_workers,file_systems,storage_buckets';

/** The untyped half of Playwright's event emitter, which its BrowserContext is. */
type Listeners = {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): ((...args: unknown[]) => void)[];
};

export type SharedBrowserContext = {
  context: BrowserContext;
  /** The options it was opened with (a journey with other options gets a context of its own). */
  options: string;
  /** A tab on the journeys' origin that no journey uses: it keeps the site's renderer process alive between them. */
  keeper: Page;
  origin: string;
};

/** Opens a keeper tab on the journeys' origin: a JSON answer of the server, a document that runs none of the app. */
async function openKeeper(context: BrowserContext) {
  const keeper = await context.newPage();
  await keeper.goto('/health');
  return keeper;
}

/**
 * Opens the worker's context in its first journey, with that journey's options (`browser.newContext` in a test
 * takes them), `options` naming them.
 */
export async function openSharedBrowserContext(browser: Browser, options: string, baseURL: string) {
  const context = await browser.newContext();
  return { context, options, keeper: await openKeeper(context), origin: new URL(baseURL).origin };
}

/**
 * Lends the context to one journey, its tab first in `context.pages()` (where the `page` fixture and Playwright's
 * report of a failure look: the keeper is opened again after it), then takes back what the journey added to the
 * context or left in the browser.
 */
export async function lendSharedBrowserContext(
  shared: SharedBrowserContext,
  journey: (context: BrowserContext) => Promise<void>,
) {
  const { context } = shared;
  await context.newPage();
  const keeperBefore = shared.keeper;
  shared.keeper = await openKeeper(context);
  await keeperBefore.close();
  const emitter = context as unknown as Listeners;
  const before = new Map(emitter.eventNames().map((event) => [event, new Set(emitter.rawListeners(event))]));
  await journey(context);
  for (const event of emitter.eventNames()) {
    for (const listener of emitter.rawListeners(event)) {
      if (!before.get(event)?.has(listener)) context.off(event as 'page', listener);
    }
  }
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(context.pages().map((page) => (page === shared.keeper ? undefined : page.close())));
  await context.clearCookies();
  await context.clearPermissions();
  const devtools = await context.newCDPSession(shared.keeper);
  await devtools.send('Storage.clearDataForOrigin', { origin: shared.origin, storageTypes: STORAGE_TYPES });
  await devtools.detach();
}
