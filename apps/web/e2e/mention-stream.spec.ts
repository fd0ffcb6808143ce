import fs from 'node:fs';
import { RELIABILITY_LABELS, type Favorite, type Feedback, type Mention } from '@argus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { mentionItem } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// Expectations are computed at run time from the API by the rules of spec section 5, written out plainly here.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
// Well inside the month the start-up loads, so that every mention of these days is in the browser.
const FROM = isoDay(new Date(Date.now() - 20 * DAY_MS));
const TO = isoDay(new Date(Date.now() - 2 * DAY_MS));
const FIELDS = ['title', 'sentence', 'translatedSentence', 'authors'] as const;
type Field = (typeof FIELDS)[number];

/** Spec section 9: one month ago to today, in whole UTC days (the same calendar day a month back, clamped). */
function defaultMonth(now = new Date()) {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const lastDayOfPreviousMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const begin = new Date(Date.UTC(year, month - 1, Math.min(day, lastDayOfPreviousMonth)));
  return { begin: isoDay(begin), end: isoDay(now) };
}

/** Spec section 7: from the start day to the day after the end day, UTC. */
function requestRange() {
  const { begin, end } = defaultMonth();
  return {
    fromIso: `${begin}T00:00:00.000Z`,
    toIso: `${isoDay(new Date(Date.parse(`${end}T00:00:00.000Z`) + DAY_MS))}T00:00:00.000Z`,
  };
}

function mentionsPath(username: string, customer: string) {
  const { fromIso, toIso } = requestRange();
  return `/api/discoveryCustomer/${[username, customer, fromIso, toIso].map(encodeURIComponent).join('/')}`;
}

/** The customer of the folder the page shows (the analyst's folders all load at start-up, side by side). */
async function selectedCustomer(page: Page, request: APIRequestContext, token: string, username: string) {
  const label = await page.getByRole('combobox', { name: 'Folder' }).inputValue();
  const settings = await getJson<{ tables: { customerName: string; folderLabel: string }[] }>(
    request,
    token,
    `/api/settings/${username}`,
  );
  const folder = settings.tables.find((table) => table.folderLabel === label);
  expect(folder, `the folder labelled ${label}`).toBeDefined();
  return folder!.customerName;
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The folder's mentions of the loaded month, the user's mention bookmarks and feedback: the inputs of the rules. */
async function loadWorld(request: APIRequestContext, token: string, username: string, customer: string) {
  const [mentions, favorites, feedback] = await Promise.all([
    getJson<Mention[]>(request, token, mentionsPath(username, customer)),
    getJson<Favorite[]>(request, token, `/favorites/${username}`),
    getJson<Feedback[]>(request, token, '/api/feedback/'),
  ]);
  const own = feedback.filter((entry) => entry.username === username && entry.itemKind === 'mention');
  return {
    mentions,
    bookmarked: new Set(favorites.filter((entry) => entry.itemKind === 'mention').map((entry) => entry.id)),
    liked: new Set(own.filter((entry) => entry.feedback === 1).map((entry) => entry.eventId)),
    disliked: new Set(own.filter((entry) => entry.feedback === -1).map((entry) => entry.eventId)),
  };
}
type World = Awaited<ReturnType<typeof loadWorld>>;

type Filter = {
  from?: string;
  to?: string;
  media?: string[];
  reliability?: number;
  languages?: string[];
  keywords?: string[];
  reviews?: string[];
};

function expected(world: World, filter: Filter): Mention[] {
  const { begin, end } = defaultMonth();
  const [from, to] = [filter.from ?? begin, filter.to ?? end];
  const reviews = filter.reviews ?? [];
  return world.mentions.filter((mention) => {
    const day = mention.publishDate.slice(0, 10);
    if (day < from || day > to) return false;
    if (filter.media?.length && !filter.media.includes(mention.mediaSegment)) return false;
    if (filter.reliability && RELIABILITY_LABELS.indexOf(mention.reliability) < filter.reliability) return false;
    if (filter.languages?.length && !filter.languages.includes(mention.language)) return false;
    if (filter.keywords?.length) {
      const texts = FIELDS.map((field) => (mention[field] ?? '').toLowerCase());
      if (!filter.keywords.some((keyword) => texts.some((text) => text.includes(keyword.toLowerCase())))) return false;
    }
    const [bookmarked, liked, disliked] = [
      world.bookmarked.has(mention.uuid),
      world.liked.has(mention.uuid),
      world.disliked.has(mention.uuid),
    ];
    if (
      reviews.length > 0 &&
      !(
        (reviews.includes('Bookmarked') && bookmarked) ||
        (reviews.includes('Liked') && liked) ||
        (reviews.includes('Disliked') && disliked) ||
        (reviews.includes('Neither bookmarked, liked, nor disliked') && !bookmarked && !liked && !disliked)
      )
    ) {
      return false;
    }
    // hideDisliked (default on) unless Disliked is asked for.
    return !(disliked && !reviews.includes('Disliked'));
  });
}

const loadedCount = /^([1-9][\d,]*) mentions of the last month loaded\.$/;

/** Opens the stream, waits for the whole month, and answers the folder's loaded count as the page shows it. */
async function openStream(page: Page, query = '') {
  await page.goto(`/discovery/mention-stream${query}`);
  await expectFolderLoaded(page, 'mention');
  await expect(page.getByTestId('folder-mention-count')).toHaveText(loadedCount);
  return loadedCount.exec((await page.getByTestId('folder-mention-count').textContent()) ?? '')![1]!;
}

async function expectShown(page: Page, count: number, loaded: string) {
  await expect(page.getByTestId('mention-shown-count')).toHaveText(
    `${count.toLocaleString('en')} of ${loaded} mentions`,
  );
}

async function pickOption(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  const choice = page.getByRole('option', { name: option, exact: true });
  // A click on the field still focused after Escape may land while its list closes and leave it shut (seen once under
  // load): the field is clicked again until the option shows.
  await expect(async () => {
    if (!(await choice.isVisible())) await field.click();
    await choice.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
}

/** A word of `field` in some mention that none of that mention's other three fields contains. */
function keywordOnlyIn(world: World, field: Field): string {
  for (const mention of expected(world, { from: FROM, to: TO })) {
    const others = FIELDS.filter((other) => other !== field).map((other) => (mention[other] ?? '').toLowerCase());
    for (const word of (mention[field] ?? '').split(/[^A-Za-z]+/)) {
      if (word.length >= 6 && others.every((text) => !text.includes(word.toLowerCase()))) return word;
    }
  }
  throw new Error(`no mention has a word only in its ${field}`);
}

test.describe('mention stream', () => {
  test('loads the latest 50 of the month first, then its whole history, in UTC days', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('analyst');
    // What leaves and arrives, in order: the history must be asked for after the latest page has arrived.
    const log: string[] = [];
    const answers = new Map<string, Promise<unknown>>();
    page.context().on('request', (sent) => {
      const path = decodeURIComponent(new URL(sent.url()).pathname);
      if (path.startsWith('/api/discoveryCustomer/')) log.push(`request ${path}`);
    });
    page.context().on('response', (received) => {
      const path = decodeURIComponent(new URL(received.url()).pathname);
      if (!path.startsWith('/api/discoveryCustomer/')) return;
      log.push(`response ${path}`);
      answers.set(path, received.json());
    });
    const loaded = await openStream(page);
    const customer = await selectedCustomer(page, request, token, username);

    const { fromIso, toIso } = requestRange();
    const path = `/api/discoveryCustomer/${username}/${customer}/${fromIso}/${toIso}`;
    const ofThisFolder = log.filter((entry) => entry.endsWith(path) || entry.endsWith(`${path}/1/50`));
    expect(ofThisFolder).toEqual([
      `request ${path}/1/50`,
      `response ${path}/1/50`,
      `request ${path}`,
      `response ${path}`,
    ]);
    // The latest page is the newest 50 of the history.
    const latest = (await answers.get(`${path}/1/50`)) as Mention[];
    const world = await loadWorld(request, token, username, customer);
    expect(latest.map((mention) => mention.uuid)).toEqual(world.mentions.slice(0, 50).map((mention) => mention.uuid));
    expect(loaded).toBe(world.mentions.length.toLocaleString('en'));
    await expectShown(page, expected(world, {}).length, loaded);
  });

  test('media segment, reliability and language filter as the rules say; the URL keeps them', async ({
    page,
    loginAs,
    request,
    world: builders,
  }) => {
    // A folder of its own where each filter narrows the last one's answer, whatever day the demo world was made for:
    // every segment (news, blog, forum), reliability (Low, High) and language (en, de) together, in the days filtered.
    const folder = await builders.customer({ prefix: 'mention_filters', monitoring: false, discovery: true });
    const combinations = (['news', 'blog', 'forum'] as const).flatMap((mediaSegment) =>
      ([2, 4] as const).flatMap((reliability) =>
        (['en', 'de'] as const).map((language) => ({ mediaSegment, reliability, language })),
      ),
    );
    await builders.push(
      'mentions',
      folder.customerName,
      combinations.map((values, index) =>
        mentionItem(folder.customerName, `filters-${index}`, {
          publishDate: new Date(Date.now() - 5 * DAY_MS - index * 3_600_000).toISOString(),
          ...values,
        }),
      ),
    );
    const { token, username } = await loginAs(await builders.user('analyst', { customers: [folder.customerName] }));
    const loaded = await openStream(page, `?from=${FROM}&to=${TO}`);
    const world = await loadWorld(request, token, username, await selectedCustomer(page, request, token, username));
    const filter: Filter = { from: FROM, to: TO };
    await expectShown(page, expected(world, filter).length, loaded);

    filter.media = ['news', 'blog'];
    await pickOption(page, 'Media segments', 'news');
    await pickOption(page, 'Media segments', 'blog');
    const media = expected(world, filter).length;
    expect(media).toBeGreaterThan(0);
    await expectShown(page, media, loaded);
    await expect(page).toHaveURL(/[?&]media=news&media=blog(&|$)/);
    for (const segment of await page.getByTestId('mention-media-segment').allTextContents()) {
      expect(['news', 'blog']).toContain(segment.toLowerCase());
    }

    filter.reliability = 4;
    await page.getByRole('combobox', { name: 'Reliability' }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
    const reliable = expected(world, filter).length;
    expect(reliable).toBeLessThan(media);
    await expectShown(page, reliable, loaded);
    for (const label of await page.getByTestId('mention-reliability').allTextContents()) {
      expect(['High', 'Very High']).toContain(label);
    }

    filter.languages = ['en'];
    await pickOption(page, 'Languages', 'en');
    const english = expected(world, filter).length;
    expect(english).toBeGreaterThan(0);
    expect(english).toBeLessThan(reliable);
    await expectShown(page, english, loaded);
    await expect(page).toHaveURL(/[?&]reliability=4&language=en(&|$)/);

    await page.reload();
    await expectFolderLoaded(page, 'mention');
    await expectShown(page, english, loaded);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/mention-stream$/);
    await expectShown(page, expected(world, {}).length, loaded);
  });

  test('the date range includes both end days whole, and nothing of the days beside them', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('analyst');
    await openStream(page);
    const world = await loadWorld(request, token, username, await selectedCustomer(page, request, token, username));
    // A day with mentions on the day before and after it, so that the boundaries matter.
    const days = new Set(expected(world, {}).map((mention) => mention.publishDate.slice(0, 10)));
    const shift = (day: string, by: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS));
    const day = [...days].find((candidate) => days.has(shift(candidate, -1)) && days.has(shift(candidate, 1)))!;
    expect(day).toBeDefined();

    const loaded = await openStream(page, `?from=${day}&to=${day}`);
    const oneDay = expected(world, { from: day, to: day });
    expect(oneDay.length).toBeGreaterThan(0);
    await expectShown(page, oneDay.length, loaded);
    for (const shown of await page.getByTestId('mention-card').locator('time').allTextContents()) {
      expect(shown).toBe(day);
    }

    await openStream(page, `?from=${day}&to=${shift(day, 1)}`);
    const twoDays = expected(world, { from: day, to: shift(day, 1) }).length;
    expect(twoDays).toBeGreaterThan(oneDay.length);
    await expectShown(page, twoDays, loaded);
  });

  test('a keyword matches by containment in the title, sentence, translated sentence or authors, any case', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('analyst');
    const loaded = await openStream(page, `?from=${FROM}&to=${TO}`);
    const world = await loadWorld(request, token, username, await selectedCustomer(page, request, token, username));
    const keywords = page.getByRole('combobox', { name: 'Keywords' });

    for (const field of FIELDS) {
      // Typed in capitals: the match ignores case.
      const keyword = keywordOnlyIn(world, field).toUpperCase();
      await keywords.fill(keyword);
      await keywords.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]keyword=${keyword}(&|$)`));
      const matching = expected(world, { from: FROM, to: TO, keywords: [keyword] });
      expect(matching.length, `mentions with ${keyword} (${field})`).toBeGreaterThan(0);
      await expectShown(page, matching.length, loaded);
      // The keyword is marked where it occurs on the cards.
      await expect(page.getByTestId('mention-card').first().locator('mark').first()).toHaveText(
        new RegExp(`^${keyword}$`, 'i'),
      );
      // Backspace in the empty field takes the keyword back. The URL changes before the page renders the change (a
      // transition): the next keyword is typed only once the list shows the whole range again.
      await keywords.press('Backspace');
      await expect(page).not.toHaveURL(/[?&]keyword=/);
      await expectShown(page, expected(world, { from: FROM, to: TO }).length, loaded);
    }

    // The folder's search terms offer their keywords; two keywords match as a union.
    await keywords.click();
    const offered = page.getByRole('option').first();
    const first = (await offered.textContent())!;
    await offered.click();
    // The list shows the chosen keyword's matches before the next one is typed: the field shows the keywords the
    // page has rendered, and a keyword typed before the first is rendered would replace it.
    await expectShown(page, expected(world, { from: FROM, to: TO, keywords: [first] }).length, loaded);
    await keywords.fill('strike');
    await keywords.press('Enter');
    await expectShown(page, expected(world, { from: FROM, to: TO, keywords: [first, 'strike'] }).length, loaded);
  });

  test('review options combine as a union; disliked mentions show only when asked for', async ({
    page,
    loginAs,
    request,
  }) => {
    const { token, username } = await loginAs('analyst');
    await openStream(page);
    const customer = await selectedCustomer(page, request, token, username);
    const feed = page.getByRole('feed', { name: 'Mentions' });
    const active = feed.locator('[role="article"][data-active]');

    // Triage with the keys: b on the first card, l on the second.
    await page.keyboard.press('j');
    const bookmark = active.getByRole('button', { name: 'Bookmark' });
    const bookmarked = await bookmark.getAttribute('aria-pressed');
    await page.keyboard.press('b');
    await expect(bookmark).not.toHaveAttribute('aria-pressed', bookmarked!);
    await page.keyboard.press('j');
    await expect(active).toHaveAttribute('aria-posinset', '2');
    const like = active.getByRole('button', { name: 'Like', exact: true });
    const liked = await like.getAttribute('aria-pressed');
    await page.keyboard.press('l');
    await expect(like).not.toHaveAttribute('aria-pressed', liked!);

    const world = await loadWorld(request, token, username, customer);
    const loaded = loadedCount.exec((await page.getByTestId('folder-mention-count').textContent()) ?? '')![1]!;
    const union = expected(world, { reviews: ['Bookmarked', 'Liked'] }).length;
    const onlyBookmarked = expected(world, { reviews: ['Bookmarked'] }).length;
    const onlyLiked = expected(world, { reviews: ['Liked'] }).length;
    expect(union).toBeGreaterThan(0);
    expect(union).toBeGreaterThanOrEqual(Math.max(onlyBookmarked, onlyLiked));
    expect(union).toBeLessThanOrEqual(onlyBookmarked + onlyLiked);

    await pickOption(page, 'Reviews', 'Bookmarked');
    await expectShown(page, onlyBookmarked, loaded);
    await pickOption(page, 'Reviews', 'Liked');
    await expectShown(page, union, loaded);
    await expect(page).toHaveURL(/[?&]review=Bookmarked&review=Liked(&|$)/);

    // Disliked mentions are hidden unless asked for; asked for, they join the union.
    const neither = 'Neither bookmarked, liked, nor disliked';
    await pickOption(page, 'Reviews', 'Bookmarked');
    await pickOption(page, 'Reviews', 'Liked');
    await pickOption(page, 'Reviews', neither);
    await expectShown(page, expected(world, { reviews: [neither] }).length, loaded);
    await pickOption(page, 'Reviews', 'Disliked');
    await expectShown(page, expected(world, { reviews: [neither, 'Disliked'] }).length, loaded);
  });

  test('o opens the active mention’s details, with the link to where it was published; the CSV holds exactly the shown mentions', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await openStream(page, '?language=de');
    const feed = page.getByRole('feed', { name: 'Mentions' });
    await expect(feed.getByRole('article').first()).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    const active = feed.locator('[role="article"][data-active]');
    await expect(active).toHaveAttribute('aria-posinset', '1');
    const href = (await active.getByRole('link').first().getAttribute('href'))!;
    // A German mention shows its English translation by default (the interface is English), and it can be hidden.
    await expect(active.getByTestId('mention-translation')).toBeVisible();
    await active.getByRole('button', { name: 'Hide translation' }).click();
    await expect(active.getByTestId('mention-translation')).toHaveCount(0);

    await active.focus();
    await page.keyboard.press('o');
    const details = page.getByRole('dialog', { name: 'Mention details' });
    await expect(details.getByTestId('mention-details-source').getByRole('link')).toHaveAttribute('href', href);
    // The details show the translation whatever the card does.
    await expect(details.getByTestId('mention-details-translation')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The export lists what the list shows: one row per story (ADR 0134), its count said beside the mentions' when
    // they differ.
    const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    const mentionCount = number(
      ((await page.getByTestId('mention-shown-count').textContent()) ?? '').split(' of ')[0]!,
    );
    const storyCount = page.getByTestId('mention-story-count');
    const count = (await storyCount.count()) > 0 ? number(await storyCount.textContent()) : mentionCount;
    expect(count).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = fs
      .readFileSync(await (await download).path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Publish date,Title,Sentence,Translated sentence,Authors,Media segment,Reliability,Language,Source,URL,Mention ID,' +
        'Story,Story copies,Also in',
    );
    const rows = lines.slice(1).filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line));
    expect(rows).toHaveLength(count);
    for (const row of rows) expect(row).toMatch(/,(Very Low|Low|Middle|High|Very High),de,/);
  });

  test('a discovery-only folder sends corporate-intelligence paths to its mentions', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await openStream(page);
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Helios Energy', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue('Helios Energy');
    await expectFolderLoaded(page, 'mention');
    await expect(page.getByTestId('folder-mention-count')).toHaveText(loadedCount);
    const heliosCount = await page.getByTestId('folder-mention-count').textContent();

    for (const path of ['/corporate-intelligence/signal-stream?language=de', '/corporate-intelligence/overview']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/discovery\/mention-stream$/);
      await expect(page.getByRole('heading', { name: 'Mentions' })).toBeVisible();
      await expectFolderLoaded(page, 'mention');
      await expect(page.getByTestId('folder-mention-count')).toHaveText(heliosCount!);
      await expect(page.getByTestId('mention-card').first()).toBeVisible();
    }
  });

  test('while the history loads, a filter that matches none of the loaded mentions shows a loading state', async ({
    page,
    loginAs,
  }) => {
    // Hold the mention history back (the latest page, …/1/50, goes through).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(/\/api\/discoveryCustomer\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await loginAs('analyst');
    await page.goto('/discovery/mention-stream?from=2026-01-10&to=2026-01-01');
    await expect(page.getByTestId('folder-mention-count')).toHaveText(/ loaded so far\.$/, {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expect(page.getByTestId('mention-list-loading')).toHaveText(
      'No mention loaded so far matches these filters. Loading the rest of the folder…',
    );
    await expect(page.getByTestId('mention-list-empty')).toHaveCount(0);
    release();
    await expectFolderLoaded(page, 'mention');
    await expect(page.getByTestId('mention-list-empty')).toContainText('No mention matches these filters.');
    await expect(page.getByTestId('mention-list-loading')).toHaveCount(0);
  });
});
