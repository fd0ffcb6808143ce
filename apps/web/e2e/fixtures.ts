// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  ANALYST_FOLDERS,
  DEMO_PASSWORD,
  createWorld,
  signIn,
  type JourneyUser,
  type Role,
  type World,
} from './builders';
import {
  lendSharedBrowserContext,
  openSharedBrowserContext,
  type SharedBrowserContext,
} from './shared-browser-context';

export { DEMO_PASSWORD, JOURNEY_PASSWORD, bearer, signIn, type JourneyUser, type Role } from './builders';

/**
 * How long a journey waits for a folder to be in the browser: the start-up's latest items and then the month's history
 * (or a folder's first selection). About 4 s on a quiet machine; a two-core machine running the suite, a server and
 * Chromium takes several times that.
 */
export const FOLDER_LOAD_TIMEOUT = 60_000;

/** A page in a browser profile of its own; see the `openProfile` fixture. */
export type OpenProfile = (user?: JourneyUser, options?: BrowserContextOptions) => Promise<Page>;

type Fixtures = {
  /** Builders of the journey's own users, folders, entities, signals and reviews (ADR 0085). */
  world: World;
  /**
   * Signs a user in before the page's first script runs: a new user of this journey alone with the role's rights
   * (an analyst gets the demo analyst's folders), or a user the journey built.
   */
  loginAs: (who: Role | JourneyUser) => Promise<JourneyUser>;
  /**
   * A page in a browser profile of its own (its own storage, so its own user: another device, a colleague), signed in
   * as `user` when given. Closed with the journey: a profile left open keeps its page, data worker and live stream
   * running through every later journey of the worker.
   */
  openProfile: OpenProfile;
};

type Options = {
  /**
   * The journey needs a browser context of its own, not the worker's shared one (shared-browser-context.ts): it
   * changes what the shared one cannot take back (another origin's storage, its clock), or sets context options
   * (`test.use`), so that it is never the journey that opens the shared context with them.
   */
  ownBrowserContext: boolean;
};

/** Hands a token to the app before its first script runs, once per tab, so that a journey can still log out. */
export async function seedToken(page: Page, token: string) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem('e2e-token-seeded')) return;
      window.sessionStorage.setItem('e2e-token-seeded', '1');
      window.localStorage.setItem(key, value);
    },
    { key: TOKEN_STORAGE_KEY, value: token },
  );
}

/** Waits until the stream's folder is whole in the browser: its status line says "loaded", not "loaded so far". */
export async function expectFolderLoaded(page: Page, noun: 'signal' | 'mention') {
  await expect(page.getByTestId(`folder-${noun}-count`)).toHaveAttribute('data-state', 'loaded', {
    timeout: FOLDER_LOAD_TIMEOUT,
  });
}

/** The first event a folder's live mention stream sends to a client resuming from `cursor`: `ready` or `reload`. */
async function firstLiveEvent(baseURL: string, token: string, customer: string, cursor: number): Promise<string> {
  const controller = new AbortController();
  try {
    const response = await fetch(`${baseURL}/api/discovery/live/${customer}`, {
      headers: { authorization: `Bearer ${token}`, 'last-event-id': String(cursor) },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += new TextDecoder().decode(value);
      const event = /^event: (\w+)$/m.exec(text)?.[1];
      if (event) return event;
    }
  } finally {
    controller.abort();
  }
}

/**
 * Waits until the server can replay a live stream from now on (ADR 0126). In its first seconds it cannot vouch for what
 * changed just before its listener started, and tells a stream resuming from then to reload its folder: a journey that
 * ran then saw its folder loaded twice (its requests' order and count checks failed whenever it was a worker's first,
 * right after the server's start). Once the server replays, it does for as long as it runs.
 */
async function waitUntilLiveStreamsReplay(baseURL: string, token: string) {
  await expect
    .poll(() => firstLiveEvent(baseURL, token, ANALYST_FOLDERS[0]!, Date.now()), { timeout: FOLDER_LOAD_TIMEOUT })
    .toBe('ready');
}

/** The loaded count the status line shows once the folder is whole. */
export async function loadedCount(page: Page, noun: 'signal' | 'mention'): Promise<number> {
  await expectFolderLoaded(page, noun);
  const text = (await page.getByTestId(`folder-${noun}-count`).textContent()) ?? '';
  return Number(/^([\d,]+) /.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);
}

type WorkerFixtures = {
  /** Every journey of a worker starts once the server replays live streams (`waitUntilLiveStreamsReplay`). */
  liveStreamsReplay: void;
  /**
   * The demo admin's token for the world builders' staff writes, signed in once per worker: each sign-in is a
   * password hash on the server (Argon2id, 19 MiB), about a tenth of a second of a busy two-core machine.
   */
  demoAdminToken: string;
  /** The browser context the worker's journeys use one after the other, each in a new tab; opened by the first. */
  sharedBrowserContext: { shared?: SharedBrowserContext };
};

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  liveStreamsReplay: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      const token = await signIn(request, 'analyst', DEMO_PASSWORD);
      await request.dispose();
      await waitUntilLiveStreamsReplay(baseURL, token);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  sharedBrowserContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const holder: { shared?: SharedBrowserContext } = {};
      await use(holder);
      await holder.shared?.context.close();
    },
    { scope: 'worker' },
  ],
  ownBrowserContext: [false, { option: true }],
  // The shared context when the journey's options are those it was opened with, unless the journey asks for its own;
  // a retry gets its own too, so that a journey that fails in the shared context and passes in its own shows that
  // something of a journey before it was left behind (and the run fails on a flaky journey).
  context: async (
    {
      browser,
      baseURL,
      ownBrowserContext,
      sharedBrowserContext,
      viewport,
      serviceWorkers,
      colorScheme,
      locale,
      timezoneId,
    },
    use,
    testInfo,
  ) => {
    if (!ownBrowserContext && testInfo.retry === 0) {
      const options = JSON.stringify({ viewport, serviceWorkers, colorScheme, locale, timezoneId });
      const shared = (sharedBrowserContext.shared ??= await openSharedBrowserContext(browser, options, baseURL!));
      if (shared.options === options) {
        await lendSharedBrowserContext(shared, use);
        return;
      }
    }
    const context = await browser.newContext();
    await use(context);
    await context.close();
  },
  // The shared context's tab for the journey is its first (lendSharedBrowserContext); an own context has none yet.
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
  demoAdminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const token = await signIn(request, 'admin', DEMO_PASSWORD);
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  world: async ({ request, demoAdminToken }, use) => {
    await use(createWorld(request, demoAdminToken));
  },
  loginAs: async ({ page, world }, use) => {
    await use(async (who) => {
      const user = typeof who === 'string' ? await world.user(who) : who;
      await seedToken(page, user.token);
      return user;
    });
  },
  openProfile: async ({ browser }, use) => {
    const profiles: BrowserContext[] = [];
    await use(async (user, options) => {
      const profile = await browser.newContext({ serviceWorkers: 'block', ...options });
      profiles.push(profile);
      const page = await profile.newPage();
      if (user) await seedToken(page, user.token);
      return page;
    });
    await Promise.all(profiles.map((profile) => profile.close()));
  },
});

export { expect };
