import { TOKEN_STORAGE_KEY, type EventType, type Signal } from '@argus/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, type DemoUser } from './fixtures';

// Issue 5: a signal created, edited or hidden for the open folder reaches every Signals screen showing it without a
// reload. On Kestrel Automotive (its label is missing, so the console shows its name), which no other journey counts.
const CUSTOMER = 'kestrel_automotive';
const FOLDER_LABEL = 'Kestrel_automotive';
const loadedCount = /^([1-9][\d,]*) signals of the last month loaded\.$/;

async function tokenOf(request: APIRequestContext, username: DemoUser): Promise<string> {
  const response = await request.post('/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A page of its own (own storage, so its own user) on the Signals screen of the folder. */
async function openSignals(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: TOKEN_STORAGE_KEY,
    value: token,
  });
  const page = await context.newPage();
  await page.goto('/corporate-intelligence/signal-stream');
  await page.getByRole('combobox', { name: 'Folder' }).click();
  await page.getByRole('option', { name: FOLDER_LABEL, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(FOLDER_LABEL);
  return page;
}

async function loadedSignals(page: Page): Promise<number> {
  await expect(page.getByTestId('folder-signal-count')).toHaveText(loadedCount);
  const text = (await page.getByTestId('folder-signal-count').textContent()) ?? '';
  return Number(loadedCount.exec(text)![1]!.replace(/,/g, ''));
}

const countText = (count: number) => `${count.toLocaleString('en')} signals of the last month loaded.`;

test.describe('live signals', () => {
  // Two signed-in pages start up side by side: more than one page's time on a shared machine.
  test.describe.configure({ timeout: 60_000 });

  test('a signal created, edited and hidden through the API shows on two staff Signals screens without a reload', async ({
    browser,
    request,
    baseURL,
  }) => {
    const moderatorToken = await tokenOf(request, 'moderator');
    const pages = [
      await openSignals(browser, baseURL!, moderatorToken),
      await openSignals(browser, baseURL!, await tokenOf(request, 'admin')),
    ];
    const before = await loadedSignals(pages[0]!);
    expect(await loadedSignals(pages[1]!)).toBe(before);
    const reloads = pages.map(() => 0);
    pages.forEach((page, index) => page.on('load', () => reloads[index]!++));

    const headers = { authorization: `Bearer ${moderatorToken}` };
    const eventTypes = (await (await request.get('/events-management/event-types', { headers })).json()) as EventType[];
    const suffix = String(Date.now() % 1_000_000);
    const body = {
      customerName: CUSTOMER,
      // Loaded signals have their target start-cased (spec section 3); live ones too.
      targetEntityName: `live journey ${suffix} holding`,
      eventType: eventTypes[0]!.name,
      // Now: the newest signal of the folder, at the top of the list.
      publishDate: new Date().toISOString(),
      mediaSegment: 'news',
      reliability: 5,
      language: 'en',
      title: 'Created while the screens were open',
      sentence: 'Live Journey Holding announced a live test.',
      eventArguments: [],
    };
    const created = await request.post('/events-management', { headers, data: body });
    expect(created.status()).toBe(201);
    const signal = (await created.json()) as Signal;
    const target = `Live Journey ${suffix} Holding`;
    for (const page of pages) {
      await expect(page.getByTestId('signal-target').first()).toHaveText(target);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    }

    const edited = await request.patch('/events-management', {
      headers,
      data: { ...body, id: signal.id, sentence: 'Live Journey Holding confirmed the live test.' },
    });
    expect(edited.status()).toBe(200);
    for (const page of pages) {
      const card = page.getByTestId('signal-card').first();
      await expect(card).toContainText('confirmed the live test');
      // Merged by id: the edit replaced the card, it did not add one.
      await expect(page.getByTestId('signal-target').filter({ hasText: target })).toHaveCount(1);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    }

    const hidden = await request.post(`/events-management/${CUSTOMER}/${signal.id}/hide`, {
      headers,
      data: { reason: 'live journey' },
    });
    expect(hidden.status()).toBe(200);
    for (const page of pages) {
      await expect(page.getByTestId('signal-target').filter({ hasText: target })).toHaveCount(0);
      await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before));
    }
    expect(reloads).toEqual([0, 0]);
  });

  test('a signal created while the screen was closed is there, once, when it opens again', async ({
    browser,
    request,
    baseURL,
  }) => {
    const moderatorToken = await tokenOf(request, 'moderator');
    const page = await openSignals(browser, baseURL!, moderatorToken);
    const before = await loadedSignals(page);
    // Away to another screen: the stream closes, the folder stays loaded.
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview/);

    const headers = { authorization: `Bearer ${moderatorToken}` };
    const eventTypes = (await (await request.get('/events-management/event-types', { headers })).json()) as EventType[];
    const suffix = String(Date.now() % 1_000_000);
    const created = await request.post('/events-management', {
      headers,
      data: {
        customerName: CUSTOMER,
        targetEntityName: `Resumed ${suffix} AG`,
        eventType: eventTypes[0]!.name,
        publishDate: new Date().toISOString(),
        mediaSegment: 'news',
        reliability: 4,
        language: 'de',
        eventArguments: [],
      },
    });
    expect(created.status()).toBe(201);

    await page.getByRole('link', { name: 'Signals' }).click();
    await expect(page.getByTestId('signal-target').first()).toHaveText(`Resumed ${suffix} AG`);
    await expect(page.getByTestId('folder-signal-count')).toHaveText(countText(before + 1));
    await expect(page.getByTestId('signal-target').filter({ hasText: `Resumed ${suffix} AG` })).toHaveCount(1);
  });
});
