import { RELIABILITY_LABELS, type Feedback, type Signal } from '@argus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { signalItem } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
// Well inside the month the start-up loads, so that every signal of these days is in the browser.
const FROM = isoDay(new Date(Date.now() - 20 * DAY_MS));
const TO = isoDay(new Date(Date.now() - 2 * DAY_MS));

/** The customer name of the folder whose latest signals the page asks for first. */
function firstLoadedCustomer(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.context().on('request', (request) => {
      const match = /^\/api\/events\/latest\/([^/?]+)/.exec(new URL(request.url()).pathname);
      if (match) resolve(decodeURIComponent(match[1]!));
    });
  });
}

/** Every signal of the customer in FROM..TO (plus a day either side), straight from the API, page by page. */
async function signalsFromApi(request: APIRequestContext, token: string, customer: string): Promise<Signal[]> {
  const from = new Date(Date.parse(FROM) - DAY_MS).toISOString();
  const to = new Date(Date.parse(TO) + 2 * DAY_MS).toISOString();
  const signals: Signal[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '2000', ...(cursor ? { cursor } : {}) });
    const path = `/api/events/${encodeURIComponent(customer)}/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
    const response = await request.get(`${path}?${query.toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { events: Signal[]; nextCursor: string | null };
    signals.push(...page.events);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return signals;
}

async function feedbackIds(
  request: APIRequestContext,
  token: string,
  username: string,
  feedback: 1 | -1,
): Promise<Set<string>> {
  const response = await request.get('/api/feedback/', { headers: { authorization: `Bearer ${token}` } });
  const all = (await response.json()) as Feedback[];
  return new Set(
    all
      .filter((entry) => entry.username === username && entry.itemKind === 'signal' && entry.feedback === feedback)
      .map((entry) => entry.eventId),
  );
}

/** Spec sections 4 and 5, written out plainly: inclusive days, language, minimum reliability, disliked hidden. */
function expectedCount(signals: Signal[], disliked: Set<string>, filter: { language?: string; reliability?: number }) {
  return signals.filter((signal) => {
    const day = signal.publishDate.slice(0, 10);
    if (day < FROM || day > TO) return false;
    if (filter.language && signal.language !== filter.language) return false;
    if (filter.reliability && RELIABILITY_LABELS.indexOf(signal.reliability) < filter.reliability) return false;
    return !disliked.has(signal.id);
  }).length;
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function selectFolder(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label);
}

const loadedCount = /^([1-9][\d,]*) signals of the last month loaded\.$/;

test.describe('signal stream', () => {
  test('filters by language and reliability as the rules say; the URL keeps them across a reload', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    // A folder of its own where each filter narrows the last one's answer, whatever day the demo world was made for:
    // three languages and three reliabilities in turn, more signals in the days filtered than the list draws.
    const folder = await world.customer({ prefix: 'signal_filters' });
    await world.push(
      'signals',
      folder.customerName,
      Array.from({ length: 60 }, (_, index) =>
        signalItem(folder.customerName, `filters-${index}`, {
          targetEntityName: `Filter Journey Holding ${index + 1}`,
          publishDate: new Date(Date.now() - 5 * DAY_MS - index * 2 * 3_600_000).toISOString(),
          language: (['en', 'de', 'zh'] as const)[index % 3]!,
          reliability: ([2, 4, 5] as const)[Math.floor(index / 3) % 3]!,
        }),
      ),
    );
    const { token, username } = await loginAs(await world.user('analyst', { customers: [folder.customerName] }));
    const customerLoaded = firstLoadedCustomer(page);
    await page.goto(`/corporate-intelligence/signal-stream?from=${FROM}&to=${TO}`);
    const customer = await customerLoaded;
    // The whole month is loaded once the status line no longer says "so far".
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
    const loaded = loadedCount.exec((await page.getByTestId('folder-signal-count').textContent()) ?? '')![1]!;
    const signals = await signalsFromApi(request, token, customer);
    const disliked = await feedbackIds(request, token, username, -1);
    const shown = page.getByTestId('signal-shown-count');

    const all = expectedCount(signals, disliked, {});
    expect(all).toBeGreaterThan(0);
    await expect(shown).toHaveText(`${all.toLocaleString('en')} of ${loaded} signals`);
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    // Virtualised: far fewer cards in the DOM than signals shown.
    expect(await page.getByTestId('signal-card').count()).toBeLessThan(Math.min(all, 40));

    await pickOption(page, 'Languages', 'de');
    const german = expectedCount(signals, disliked, { language: 'de' });
    expect(german).toBeGreaterThan(0);
    expect(german).toBeLessThan(all);
    await expect(shown).toHaveText(`${german.toLocaleString('en')} of ${loaded} signals`);
    await expect(page).toHaveURL(/[?&]language=de(&|$)/);
    for (const language of await page.getByTestId('signal-language').allTextContents()) {
      expect(language.toLowerCase()).toBe('de');
    }

    await page.getByRole('combobox', { name: 'Reliability' }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    const germanHigh = expectedCount(signals, disliked, { language: 'de', reliability: 4 });
    expect(germanHigh).toBeLessThan(german);
    await expect(shown).toHaveText(`${germanHigh.toLocaleString('en')} of ${loaded} signals`);
    await expect(page).toHaveURL(/[?&]reliability=4(&|$)/);
    for (const label of await page.getByTestId('signal-reliability').allTextContents()) {
      expect(['High', 'Very High']).toContain(label);
    }

    await page.reload();
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
    await expect(shown).toHaveText(`${germanHigh.toLocaleString('en')} of ${loaded} signals`);
    await expect(page.getByRole('combobox', { name: 'Reliability' })).toHaveValue('High');

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/signal-stream$/);
    await expect(page.getByRole('combobox', { name: 'Reliability' })).toHaveValue('No Filter');
  });

  test('the review filter "Liked" shows exactly the signals the user liked', async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    // The journey's own analyst likes three signals of the range (and one outside it) before signing in.
    const user = await world.user('analyst');
    const signals = await signalsFromApi(request, user.token, 'northwind');
    const inRange = signals.filter(
      (signal) => signal.publishDate.slice(0, 10) >= FROM && signal.publishDate.slice(0, 10) <= TO,
    );
    const outside = signals.find((signal) => signal.publishDate.slice(0, 10) > TO);
    expect(inRange.length).toBeGreaterThan(3);
    for (const signal of [...inRange.slice(0, 3), ...(outside ? [outside] : [])]) {
      await world.feedback(user, signal.id, 'signal', 1);
    }
    await loginAs(user);
    await page.goto(`/corporate-intelligence/signal-stream?from=${FROM}&to=${TO}&review=Liked`);
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('signal-shown-count')).toHaveText(/^3 of /);
    await expect(page.getByRole('feed', { name: 'Signals' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Reviews' }).locator('..')).toContainText('Liked');
  });

  test('switching folder clears the selected companies and keeps the other filters', async ({ page, loginAs }) => {
    await loginAs('moderator');
    await page.goto('/corporate-intelligence/signal-stream?language=en');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue('Proof of Concept');
    await expect(page.getByTestId('signal-card').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    // Staff have the highlight templates: the arguments they name are marked in the evidence sentences.
    await expect(page.getByTestId('signal-sentence').locator('mark').first()).toBeVisible();
    const company = (await page.getByTestId('signal-target').first().textContent())!;
    // The list offers the first 200 companies of a large folder: a user types to find the others.
    await page.getByRole('combobox', { name: 'Companies' }).fill(company);
    await page.getByRole('option', { name: company, exact: true }).click();
    await page.keyboard.press('Escape');
    // The company is whichever the date puts first: its name is written as the URL writes it, and read as plain text.
    const companyParam = new URLSearchParams({ company }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page).toHaveURL(new RegExp(`[?&]${companyParam}(&|$)`));
    // The URL changes first and the list re-renders after it: poll until the shown cards are the company's only.
    const shownTargets = async () => [...new Set(await page.getByTestId('signal-target').allTextContents())];
    await expect.poll(shownTargets).toEqual([company]);

    await selectFolder(page, 'Meridian Pharma');
    await expect(page).not.toHaveURL(/[?&]company=/);
    await expect(page).toHaveURL(/[?&]language=en(&|$)/);
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    const targets = new Set(await page.getByTestId('signal-target').allTextContents());
    expect(targets.size).toBeGreaterThan(1);

    // The top affected company, counted over the shown signals, narrows the list to its count.
    const top = page.getByTestId('top-companies').getByRole('checkbox').first();
    const [, topName, topCount] = /^(.*) \(([\d,]+)\)$/.exec((await top.locator('..').textContent())!.trim())!;
    await top.locator('..').click();
    await expect(page.getByTestId('signal-shown-count')).toHaveText(new RegExp(`^${topCount} of `));
    await expect.poll(shownTargets).toEqual([topName]);
  });

  test('at 375 px the filters open in a drawer; a filter that matches nothing shows the empty state', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
    await expect(page.getByTestId('signal-card').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Languages' })).toHaveCount(0);
    const before = await page.getByTestId('signal-shown-count').textContent();

    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Languages' }).click();
    await page.getByRole('option', { name: 'zh', exact: true }).click();
    await expect(page).toHaveURL(/[?&]language=zh(&|$)/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('signal-shown-count')).not.toHaveText(before!);
    // The card fits the narrow screen: no sideways scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A range whose begin is after its end holds nothing (ADR 0030).
    await page.goto('/corporate-intelligence/signal-stream?from=2026-01-10&to=2026-01-01');
    await expect(page.getByTestId('signal-list-empty')).toContainText('No signal matches these filters.');
    await expect(page.getByTestId('signal-shown-count')).toHaveText(/^0 of [1-9][\d,]* signals$/);
  });

  test('while the history loads, a filter that matches none of the loaded signals shows a loading state', async ({
    page,
    loginAs,
  }) => {
    // Hold the signal history back: only the latest signals are in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/api\/events\/(?!latest\/)[^/]+\/[^/]+\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await loginAs('analyst');
    // A range whose begin is after its end holds nothing (ADR 0030), but the page does not know that yet.
    await page.goto('/corporate-intelligence/signal-stream?from=2026-01-10&to=2026-01-01');
    await expect(page.getByTestId('folder-signal-count')).toHaveText(/ loaded so far\.$/, {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expect(page.getByTestId('signal-list-loading')).toHaveText(
      'No signal loaded so far matches these filters. Loading the rest of the folder…',
    );
    await expect(page.getByTestId('signal-list-empty')).toHaveCount(0);
    release();
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('signal-list-empty')).toContainText('No signal matches these filters.');
    await expect(page.getByTestId('signal-list-loading')).toHaveCount(0);
  });
});
