import type { Locator, Page } from '@playwright/test';
import { mentionItem, signalItem, type World } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// ADR 0106: a dislike hides its card at once (hide disliked is on by default) and offers Undo, which puts back the
// review the item had before; bookmark and like only change their button. Each journey's analyst is new and holds a
// folder of its own, so the items it reviews carry no review before, each card is one item with a name of its own,
// and none of it depends on the day the demo world was made for.

const HOUR_MS = 60 * 60 * 1000;

/** A folder with six signals and six mentions of the last hours, newest first, and its analyst. */
async function dislikeWorld(world: World) {
  const folder = await world.customer({ prefix: 'dislike', discovery: true });
  const moments = Array.from({ length: 6 }, (_, index) => new Date(Date.now() - (index + 1) * HOUR_MS).toISOString());
  await world.push(
    'signals',
    folder.customerName,
    moments.map((publishDate, index) =>
      signalItem(folder.customerName, `signal-${index}`, {
        targetEntityName: `Dislike Journey Holding ${index + 1}`,
        publishDate,
      }),
    ),
  );
  await world.push(
    'mentions',
    folder.customerName,
    moments.map((publishDate, index) => mentionItem(folder.customerName, `mention-${index}`, { publishDate })),
  );
  return world.user('analyst', { customers: [folder.customerName] });
}

const shownCount = async (page: Page, noun: 'signal' | 'mention') =>
  Number(((await page.getByTestId(`${noun}-shown-count`).textContent()) ?? '').split(' of ')[0]!.replace(/,/g, ''));

/** The notice that offers Undo for one item kind; it is the only one the journey raises. */
const undoNotice = (page: Page, text: string) => page.getByTestId('undo-notice').filter({ hasText: text });

async function openStream(page: Page, path: string, feedName: string, noun: 'signal' | 'mention') {
  await page.goto(path);
  const feed = page.getByRole('feed', { name: feedName });
  await expect(feed.getByRole('article').nth(3)).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
  await expectFolderLoaded(page, noun);
  return feed;
}

/** The name of the article at `index` of the list, and where it sits. */
async function describeArticle(feed: Locator, index: number) {
  const article = feed.getByRole('article').nth(index);
  return {
    name: (await article.getAttribute('aria-label'))!,
    position: (await article.getAttribute('aria-posinset'))!,
  };
}

test.describe('dislike and undo', () => {
  test('the Dislike button hides the signal with an Undo that brings it back in place, still so after a reload', async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await dislikeWorld(world));
    const feed = await openStream(page, '/corporate-intelligence/signal-stream', 'Signals', 'signal');
    const before = await shownCount(page, 'signal');
    const card = await describeArticle(feed, 2);
    const article = feed.getByRole('article', { name: card.name, exact: true });

    await article.getByRole('button', { name: 'Dislike' }).click();
    await expect(article).toHaveCount(0);
    await expect.poll(() => shownCount(page, 'signal')).toBe(before - 1);
    const notice = undoNotice(page, 'Signal disliked');
    await expect(notice).toBeVisible();

    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toHaveCount(0);
    await expect(article).toHaveAttribute('aria-posinset', card.position);
    await expect(article.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shownCount(page, 'signal')).toBe(before);

    // The server holds no dislike either: after a reload the card is where it was, with nothing pressed. The Undo's
    // call has answered once no write is under way (the button is not busy).
    await expect(article.getByRole('button', { name: 'Dislike' })).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expectFolderLoaded(page, 'signal');
    await expect(article).toHaveAttribute('aria-posinset', card.position);
    await expect(article.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('d dislikes the active signal; Undo restores the like it replaced; a dislike left alone is kept', async ({
    page,
    loginAs,
    world,
  }) => {
    await loginAs(await dislikeWorld(world));
    const feed = await openStream(page, '/corporate-intelligence/signal-stream', 'Signals', 'signal');
    const card = await describeArticle(feed, 1);
    const article = feed.getByRole('article', { name: card.name, exact: true });
    const like = article.getByRole('button', { name: 'Like', exact: true });
    const dislike = article.getByRole('button', { name: 'Dislike' });

    // Like confirms quietly: its button is pressed, and no notice appears.
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('undo-notice')).toHaveCount(0);

    // The click made the card the active one (focus inside a card does), so d is about it.
    const active = feed.locator('[role="article"][data-active]');
    await expect(active).toHaveAttribute('aria-label', card.name);
    // A press while the item's feedback is being saved is ignored (review-actions.tsx): d waits for the like's answer
    // (on a busy machine it came after the press: the card stayed).
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('d');
    await expect(article).toHaveCount(0);
    // The card below takes its place as the active one, so d goes on down the list.
    await expect(active).toHaveAttribute('aria-posinset', card.position);
    await expect(active).not.toHaveAttribute('aria-label', card.name);

    const notice = undoNotice(page, 'Signal disliked');
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(article).toHaveAttribute('aria-posinset', card.position);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(dislike).toHaveAttribute('aria-pressed', 'false');

    // Disliked again and left so: the notice means the server saved it.
    await expect(active).toHaveAttribute('aria-label', card.name);
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('d');
    await expect(article).toHaveCount(0);
    await expect(undoNotice(page, 'Signal disliked')).toBeVisible();

    await page.goto('/corporate-intelligence/signal-stream?review=Disliked');
    await expectFolderLoaded(page, 'signal');
    await expect(article.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(article.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a mention is disliked and brought back the same way', async ({ page, loginAs, world }) => {
    await loginAs(await dislikeWorld(world));
    const feed = await openStream(page, '/discovery/mention-stream', 'Mentions', 'mention');
    const before = await shownCount(page, 'mention');
    const card = await describeArticle(feed, 2);
    const article = feed.getByRole('article', { name: card.name, exact: true });

    await article.getByRole('button', { name: 'Dislike' }).click();
    await expect(article).toHaveCount(0);
    await expect.poll(() => shownCount(page, 'mention')).toBe(before - 1);
    await undoNotice(page, 'Mention disliked').getByRole('button', { name: 'Undo' }).click();
    await expect(article).toHaveAttribute('aria-posinset', card.position);
    await expect(article.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('date range presets', () => {
  test('Last 7 days sets the range in one click; the calendar shows two months on a wide screen', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await openStream(page, '/corporate-intelligence/signal-stream', 'Signals', 'signal');
    await page.getByLabel('Date range').click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.locator('[class*="calendarHeaderLevel"]')).toHaveCount(2);
    for (const preset of ['Last 7 days', 'Last month', 'Last quarter', 'Last year']) {
      await expect(calendar.getByRole('button', { name: preset })).toBeVisible();
    }

    await calendar.getByRole('button', { name: 'Last 7 days' }).click();
    const today = new Date().toISOString().slice(0, 10);
    const sixDaysBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${sixDaysBefore}(&|$)`));
    await expect(page.getByLabel('Date range')).toHaveText(`${sixDaysBefore} – ${today}`);
  });
});
