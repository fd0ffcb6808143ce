import fs from 'node:fs';
import type { Feedback, Mention, Signal } from '@argus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { mentionItem, signalItem, type World } from './builders';
import { pickRange } from './date-range';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test, type JourneyUser } from './fixtures';

// ADR 0033: a date range that starts before the days the browser holds (the month the start-up loads) is filtered by
// the server, page by page; back inside the held days the browser filters again. The journey's own folder gets more
// than a page of items in an earlier month through the push API, and a few in the month the browser holds;
// expectations come from the plain reads (by-date signals, the mention history) by the rules of spec section 5.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Days 1 to 28 of the month three months back: well before the loaded month. */
function earlierRange(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1));
  const last = new Date(first.getTime() + 27 * DAY_MS);
  return { first, last, from: isoDay(first), to: isoDay(last) };
}
type Range = ReturnType<typeof earlierRange>;

type Kind = {
  path: string;
  noun: 'signal' | 'mention';
  filterRead: RegExp;
  /** Pushes the items of the given moments into the folder. */
  push: (world: World, customer: string, moments: readonly Date[]) => Promise<unknown>;
  /** Every item of the customer in the range (a day either side is cut off by the rules). */
  itemsOf: (request: APIRequestContext, user: JourneyUser, customer: string, range: Range) => Promise<Item[]>;
};
/** A signal, or a mention with its story (ADR 0134): a signal is a story of its own. */
type Item = { id: string; publishDate: string; storyId?: string };

/**
 * The list's items: one per story, its earliest copy, newest first (publish date, then id) as the server pages them.
 * Every copy of the range matches here (the journey filters by days and dislikes only, which a story's copies share).
 */
function listedOf(items: readonly Item[]): Item[] {
  const earliest = new Map<string, Item>();
  for (const item of items) {
    const story = item.storyId ?? item.id;
    const known = earliest.get(story);
    if (
      !known ||
      item.publishDate < known.publishDate ||
      (item.publishDate === known.publishDate && item.id < known.id)
    )
      earliest.set(story, item);
  }
  return [...earliest.values()].sort((a, b) =>
    a.publishDate === b.publishDate ? (a.id < b.id ? 1 : -1) : a.publishDate < b.publishDate ? 1 : -1,
  );
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const requestSpan = (range: Range) => [
  `${range.from}T00:00:00.000Z`,
  new Date(range.last.getTime() + DAY_MS).toISOString(),
];

/** More than a page of 100 in the range, one every few hours; and three of the last days, which the browser holds. */
function itemMoments(range: Range, now = Date.now()) {
  const inRange = Array.from(
    { length: EARLIER_ITEMS },
    (_, index) => new Date(range.first.getTime() + 3 * 3_600_000 + index * 5 * 3_600_000),
  );
  const recent = [1, 2, 3].map((daysAgo) => new Date(now - daysAgo * DAY_MS));
  return [...inRange, ...recent];
}
const EARLIER_ITEMS = 120;

const SIGNALS: Kind = {
  path: '/corporate-intelligence/signal-stream',
  noun: 'signal',
  filterRead: /\/api\/events\/filter\//,
  push: (world, customer, moments) =>
    world.push(
      'signals',
      customer,
      moments.map((moment, index) =>
        signalItem(customer, `signal-${index}`, {
          targetEntityName: `Journey Holding ${index + 1}`,
          publishDate: moment.toISOString(),
        }),
      ),
    ),
  itemsOf: async (request, { token }, customer, range) => {
    const [from, to] = requestSpan(range).map(encodeURIComponent);
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const query: URLSearchParams = new URLSearchParams({ limit: '2000', ...(cursor ? { cursor } : {}) });
      const page: { events: Signal[]; nextCursor: string | null } = await getJson<{
        events: Signal[];
        nextCursor: string | null;
      }>(request, token, `/api/events/${encodeURIComponent(customer)}/${from}/${to}?${query.toString()}`);
      items.push(...page.events);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return items;
  },
};

const MENTIONS: Kind = {
  path: '/discovery/mention-stream',
  noun: 'mention',
  filterRead: /\/api\/discovery\/filter\//,
  push: (world, customer, moments) =>
    world.push(
      'mentions',
      customer,
      moments.map((moment, index) => mentionItem(customer, `mention-${index}`, { publishDate: moment.toISOString() })),
    ),
  itemsOf: async (request, { token, username }, customer, range) => {
    const path = [username, customer, ...requestSpan(range)].map(encodeURIComponent).join('/');
    const mentions = await getJson<Mention[]>(request, token, `/api/discoveryCustomer/${path}`);
    return mentions.map((mention) => ({
      id: mention.uuid,
      publishDate: mention.publishDate,
      storyId: mention.storyId,
    }));
  },
};

/** The screen's own filter reads (a page of 100; the start-up's size checks ask for one item). */
function recordFilterReads(page: Page, kind: Kind): URL[] {
  const reads: URL[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (kind.filterRead.test(url.pathname) && url.searchParams.get('limit') === '100') reads.push(url);
  });
  return reads;
}

async function dislikedIds(request: APIRequestContext, { token, username }: JourneyUser, noun: Kind['noun']) {
  const all = await getJson<Feedback[]>(request, token, '/api/feedback/');
  return all.filter((entry) => entry.username === username && entry.itemKind === noun && entry.feedback === -1);
}

/** Spec section 5 with no filter but the days: both days whole, disliked items hidden. */
async function expectedItems(
  request: APIRequestContext,
  user: JourneyUser,
  kind: Kind,
  customer: string,
  range: Range,
) {
  const disliked = new Set((await dislikedIds(request, user, kind.noun)).map((entry) => entry.eventId));
  const items = await kind.itemsOf(request, user, customer, range);
  return items.filter((item) => {
    const day = item.publishDate.slice(0, 10);
    return day >= range.from && day <= range.to && !disliked.has(item.id);
  });
}

const count = (text: string | null) => Number((text ?? '').split(' ')[0]!.replace(/,/g, ''));

async function openInBrowserMode(page: Page, kind: Kind) {
  await page.goto(kind.path);
  const loaded = new RegExp(`^[1-9][\\d,]* ${kind.noun}s of the last month loaded\\.$`);
  await expectFolderLoaded(page, kind.noun);
  await expect(page.getByTestId(`folder-${kind.noun}-count`)).toHaveText(loaded);
  await expect(page.getByTestId(`${kind.noun}-shown-count`)).toHaveText(/^[\d,]+ of [\d,]+ \w+s$/);
}

/** Scrolls to the end of the list until the server's pages hold every item. */
async function scrollToTheEnd(page: Page, total: number) {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return Number(await page.getByRole('article').first().getAttribute('aria-setsize'));
      },
      // Each turn may bring a page of 100 from the server.
      { timeout: FOLDER_LOAD_TIMEOUT },
    )
    .toBe(total);
}

for (const kind of [SIGNALS, MENTIONS]) {
  test(`${kind.noun}s: a range before the loaded month comes from the server, page by page; the month filters in the browser again`, async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const range = earlierRange();
    const { customerName: customer } = await world.customer({ discovery: true });
    await kind.push(world, customer, itemMoments(range));
    const user = await loginAs(await world.user('analyst', { customers: [customer] }));
    const reads = recordFilterReads(page, kind);
    await openInBrowserMode(page, kind);
    expect(reads, 'no filter read while the browser holds the range').toEqual([]);
    const expected = await expectedItems(request, user, kind, customer, range);
    const listed = listedOf(expected);
    // More than a page of 100, so that the paging is what brings the rest.
    expect(listed).toHaveLength(EARLIER_ITEMS);

    await pickRange(page, range);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${range.from}&to=${range.to}(&|$)`));
    const status = page.getByTestId(`folder-${kind.noun}-count`);
    await expect(status).toHaveText(/loaded; earlier days load as you scroll\.$/);
    const shown = page.getByTestId(`${kind.noun}-shown-count`);
    await expect(shown).toHaveText(`${expected.length.toLocaleString('en')} ${kind.noun}s`);
    expect(
      reads.some((url) => url.searchParams.get('from') === range.from && url.searchParams.get('to') === range.to),
    ).toBe(true);
    const days = await page.getByTestId(`${kind.noun}-card`).locator('time').allTextContents();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day >= range.from && day <= range.to, day).toBe(true);
    // The newest item of the range leads the list, as the browser would order it.
    const newest = expected
      .map((item) => item.publishDate.slice(0, 10))
      .sort()
      .at(-1);
    expect(days[0]).toBe(newest);

    // The export holds the whole answer, not just the page in view: the list's items.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = fs
      .readFileSync(await (await download).path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1).filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toHaveLength(listed.length);

    await scrollToTheEnd(page, listed.length);
    expect(reads.filter((url) => url.searchParams.has('cursor')).length).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    // The list's first item by its place in the list: while the virtual list catches up with the scroll, the first
    // card in the page may still be one from far down.
    const firstItem = page.locator('[role="article"][aria-posinset="1"]');

    if (kind.noun === 'signal') {
      // A signal the browser does not hold still opens in the details.
      const card = firstItem.getByTestId('signal-card');
      const target = await card.getByTestId('signal-target').textContent();
      await card.getByRole('button', { name: 'Open details' }).click();
      await expect(page.getByRole('dialog', { name: 'Signal details' })).toContainText(target!);
      await page.getByRole('button', { name: 'Close the details' }).click();
    }

    // A dislike hides the item (a story's, every copy): the server is asked again and the list loses it.
    const firstStory = listed[0]!.storyId ?? listed[0]!.id;
    const disliked = expected.filter((item) => (item.storyId ?? item.id) === firstStory).length;
    await firstItem.getByRole('button', { name: 'Dislike' }).click();
    await expect(shown).toHaveText(`${(expected.length - disliked).toLocaleString('en')} ${kind.noun}s`);
    // Back to the user's defaults (the loaded month): the browser filters again, without asking the server.
    const readsBefore = reads.length;
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).not.toHaveURL(/[?&]from=/);
    await expect(status).toHaveText(new RegExp(`^[1-9][\\d,]* ${kind.noun}s of the last month loaded\\.$`));
    await expect(shown).toHaveText(/^[\d,]+ of [\d,]+ \w+s$/);
    expect(count(await shown.textContent())).toBeLessThanOrEqual(count(await status.textContent()));
    // (The dislike's own reads of the range may still be on their way: its pages are read again one after another.)
    const readsOfTheMonth = reads
      .slice(readsBefore)
      .filter((url) => url.searchParams.get('from') !== range.from || url.searchParams.get('to') !== range.to);
    expect(readsOfTheMonth).toEqual([]);
  });
}
