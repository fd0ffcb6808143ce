// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, expectFolderLoaded, FOLDER_LOAD_TIMEOUT, test } from './fixtures';

/** The API paths the page (and its signals worker) asks for, in the order the requests leave. */
function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      /^\/(api|auth|events-management|customers|target-entities|system-management|users|favorites)\//.test(pathname)
    ) {
      paths.push(decodeURIComponent(pathname));
    }
  });
  return paths;
}

/** Every request of `earlier` left before any request of `later`. */
function expectStepOrder(paths: string[], steps: { name: string; match: RegExp }[]) {
  const positions = steps.map(({ name, match }) => {
    const indexes = paths.flatMap((path, index) => (match.test(path) ? [index] : []));
    expect(indexes.length, `requests of step "${name}" in ${paths.join(', ')}`).toBeGreaterThan(0);
    return { name, first: Math.min(...indexes), last: Math.max(...indexes) };
  });
  for (let index = 1; index < positions.length; index++) {
    const [before, after] = [positions[index - 1]!, positions[index]!];
    expect(before.last, `"${before.name}" before "${after.name}" in ${paths.join(', ')}`).toBeLessThan(after.first);
  }
}

const STAFF_LISTS =
  /^\/(customers\/(list|table)|target-entities\/table|system-management\/.+|users\/(configs|destinations))$/;

// ADR 0103: the start-up's calls leave side by side; what waits, waits for data it needs.
test.describe('start-up initialisation', () => {
  test('a moderator loads settings, reviews and highlight templates, then the poc folder, then history and the staff lists', async ({
    page,
    loginAs,
  }) => {
    const paths = recordApiRequests(page);
    const { username } = await loginAs('moderator');
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue('Proof of Concept', {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(
      /^[1-9][\d,]* signals of the last month loaded\.$/,
    );
    await expect(page.getByTestId('history-loading')).toHaveCount(0);
    await expect.poll(() => paths.filter((path) => STAFF_LISTS.test(path)).length).toBeGreaterThanOrEqual(10);

    const latestOfPoc = {
      name: 'latest of poc',
      match: new RegExp(`^/api/(categories|events/latest/poc|discoveryCustomer/${username}/poc/.+/1/50)$`),
    };
    expectStepOrder(paths, [
      {
        name: 'settings, reviews and the highlight templates of the cards',
        match: new RegExp(
          `^/(api/settings/${username}|favorites/${username}|api/feedback/|events-management/highlight-templates)$`,
        ),
      },
      // The first screen's items first (ADRs 0157, 0158): the frame's selection of poc loads nothing of its own.
      { name: 'latest signals of poc', match: /^\/api\/(categories|events\/latest\/poc)$/ },
      { name: 'latest mentions of poc', match: new RegExp(`^/api/discoveryCustomer/${username}/poc/.+/1/50$`) },
      {
        name: 'history of poc',
        match: new RegExp(`^/api/(events/poc/[^/]+/[^/]+|discoveryCustomer/${username}/poc/[^/]+/[^/]+)$`),
      },
    ]);
    // The staff lists feed the administration screens: they never hold the folder's signals back.
    expectStepOrder(paths, [latestOfPoc, { name: 'staff lists', match: STAFF_LISTS }]);
    expect(paths).toContain('/events-management/event-types');
    // Staff load other folders only when they pick them.
    expect(paths.filter((path) => /\/events\/latest\/(?!poc$)/.test(path))).toEqual([]);
  });

  test('an analyst loads every folder of theirs, latest data before history, and no staff lists', async ({
    page,
    loginAs,
  }) => {
    const paths = recordApiRequests(page);
    const { username } = await loginAs('analyst');
    await page.goto('/');
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(
      /^[1-9][\d,]* signals of the last month loaded\.$/,
    );
    await expect(page.getByTestId('history-loading')).toHaveCount(0);

    expectStepOrder(paths, [
      {
        name: 'settings and reviews',
        match: new RegExp(`^/(api/settings/${username}|favorites/${username}|api/feedback/)$`),
      },
      {
        name: 'latest of both folders',
        match: new RegExp(`^/api/(events/latest/[^/]+|discoveryCustomer/${username}/[^/]+/[^/]+/[^/]+/1/50)$`),
      },
      {
        name: 'history',
        match: new RegExp(`^/api/(events/[^l][^/]*/[^/]+/[^/]+|discoveryCustomer/${username}/[^/]+/[^/]+/[^/]+)$`),
      },
    ]);
    expect(paths).toContain('/events-management/event-types');
    expect(paths.filter((path) => STAFF_LISTS.test(path))).toEqual([]);
    expect(paths).not.toContain('/events-management/highlight-templates');
    // Both folders have discovery; only the one with monitoring asks for signals.
    expect(
      paths.filter((path) => path.startsWith(`/api/discoveryCustomer/${username}/`) && path.endsWith('/1/50')),
    ).toHaveLength(2);
    expect(paths.filter((path) => path.startsWith('/api/events/latest/'))).toEqual(['/api/events/latest/northwind']);
  });

  // ADR 0156: the head's script asks for the frame's and the screen's code as the page is parsed (its links stand
  // before the title, where nothing the app adds later goes), and only when a session is stored.
  test("a stored session's first load fetches the frame's and its screen's code beside the first script", async ({
    page,
    loginAs,
  }) => {
    const preloadsBeforeTitle = () =>
      page.evaluate(() => {
        const title = document.head.querySelector('title')!;
        return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
          .filter((link) => link.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING)
          .map((link) => new URL(link.href).pathname.replace(/-[\w-]{8}\.js$/, '.js'));
      });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await preloadsBeforeTitle()).toEqual([]);

    await loginAs('analyst');
    await page.goto('/corporate-intelligence/overview');
    await expect(page.getByTestId('overview-status')).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    const early = await preloadsBeforeTitle();
    expect(early).toEqual(expect.arrayContaining(['/assets/app-layout.js', '/assets/first-screens.js']));
    expect(early.at(-1)).toBe('/assets/overview-page.js');
    expect(early.filter((file) => file.includes('signal-stream-page'))).toEqual([]);
  });

  // ADR 0119: the Chinese font's declarations come once the latest items are on screen, and Chinese text is then
  // drawn with its slices (ADR 0113), on this machine without a Chinese font of its own.
  test('the Chinese font follows the first screen and draws its Chinese text', async ({ page, loginAs }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/cjk-font-[^/]*\.css$|noto-sans-sc/.test(request.url())) fontRequests.push(request.url());
    });
    // The slices wait until the folder has loaded, so that the cards on screen then were drawn before their slices.
    let releaseSlices = () => undefined as void;
    const slicesHeld = new Promise<void>((resolve) => (releaseSlices = resolve));
    await page.context().route(/noto-sans-sc-[^/]*\.woff2$/, async (route) => {
      await slicesHeld;
      await route.continue();
    });
    await loginAs('analyst');
    // Chinese mentions only: where the demo world's first Chinese title falls among the latest 50 changes with the
    // date (37th on 2026-11-28, below the fold); filtered, every card on the first screen is one.
    await page.goto('/discovery/mention-stream?language=zh');
    const chineseTitle = page
      .getByTestId('mention-title')
      .filter({ hasText: /[\u4e00-\u9fff]/ })
      .first();
    await expect(chineseTitle).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await expectFolderLoaded(page, 'mention');
    await expect
      .poll(() => fontRequests.some((url) => url.includes('noto-sans-sc')), { timeout: FOLDER_LOAD_TIMEOUT })
      .toBe(true);
    releaseSlices();
    await expect
      .poll(
        async () => {
          const title = (await chineseTitle.textContent()) ?? '';
          return page.evaluate(
            async (text) => {
              await document.fonts.ready;
              // check() answers true for a family nothing declares: a slice of the font must have loaded too.
              const sliceLoaded = [...document.fonts].some(
                (face) => face.family.includes('Noto Sans SC') && face.status === 'loaded',
              );
              return sliceLoaded && document.fonts.check('16px "Noto Sans SC Variable"', text);
            },
            title.replace(/[^\u4e00-\u9fff]/g, ''),
          );
        },
        { timeout: FOLDER_LOAD_TIMEOUT },
      )
      .toBe(true);
    // Text drawn before its slice arrived is laid out again with it (ADR 0113): once the slices are in and a frame
    // has passed, each card's source and author line is as wide as a copy of it laid out now. Left alone, they kept
    // the boxes Chromium drew before their slices came. Any line will do, not one the date puts first: every Chinese
    // mention of the demo world carries a Chinese byline (db/seed/people.ts), so each card above has one.
    await expect(
      page
        .getByTestId('mention-authors')
        .filter({ hasText: /[\u4e00-\u9fff]/ })
        .first(),
    ).toBeVisible();
    const linesLaidOutWithBoxes = await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      const width = (element: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.round(range.getBoundingClientRect().width);
      };
      return [...document.querySelectorAll<HTMLElement>('[data-testid="mention-authors"]')]
        .map((authors) => authors.parentElement!)
        .map((line) => {
          const copy = line.cloneNode(true) as HTMLElement;
          copy.style.position = 'absolute';
          copy.style.visibility = 'hidden';
          line.parentElement!.append(copy);
          const [drawn, fresh] = [width(line), width(copy)];
          copy.remove();
          return { text: line.textContent, drawn, fresh };
        })
        .filter(({ drawn, fresh }) => drawn !== fresh);
    });
    expect(linesLaidOutWithBoxes).toEqual([]);
  });

  test('the history hint shows while history loads', async ({ page, loginAs }) => {
    // Hold the signal history back until the hint has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/api\/events\/poc\/[^/]+\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await loginAs('moderator');
    await page.goto('/');
    const hint = page.getByTestId('history-loading');
    await expect(hint).toBeVisible();
    await hint.hover();
    await expect(page.getByRole('tooltip', { name: 'Loading History Data' })).toBeVisible();
    release();
    await expect(hint).toHaveCount(0);
  });

  test('staff keep the customers table in local storage chunks customers-1, customers-2, …', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('customers-'))))
      .toEqual(['customers-1']);
    const cached = await page.evaluate(
      () => JSON.parse(localStorage.getItem('customers-1') ?? '[]') as { customerName: string }[],
    );
    expect(cached.map((customer) => customer.customerName)).toContain('poc');
  });
});
