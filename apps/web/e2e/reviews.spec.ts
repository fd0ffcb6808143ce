import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

test.describe('reviewing signals', () => {
  test('a bookmark and a like survive a reload and filter the list; liking again takes it back', async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator');
    await page.goto('/corporate-intelligence/signal-stream');
    const first = page.getByTestId('signal-card').first();
    await expect(first).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    const target = (await first.getByTestId('signal-target').textContent()) ?? '';
    const bookmark = first.getByRole('button', { name: 'Bookmark' });
    const like = first.getByRole('button', { name: 'Like', exact: true });
    // The journey's own moderator has reviewed nothing yet.
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // Each review is written before the reload: the screen shows it at once, but the write (and what it teaches the
    // reader's relevance model, ADR 0137) takes its time, and a reload must read it back.
    const written = (path: string) =>
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(path));
    const bookmarked = written('/favorites/');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    expect((await bookmarked).ok()).toBe(true);
    const liked = written('/api/feedback');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect((await liked).ok()).toBe(true);

    await page.goto('/corporate-intelligence/signal-stream?review=Bookmarked');
    await expectFolderLoaded(page, 'signal');
    const cards = page.getByTestId('signal-card');
    await expect(cards.filter({ hasText: target }).first()).toBeVisible();
    const card = cards.filter({ hasText: target }).first();
    await expect(card.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // Pressing the like again takes it back; the bookmark goes the same way and the card leaves this filter.
    await card.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'false');
    const shownCount = async () =>
      Number(((await page.getByTestId('signal-shown-count').textContent()) ?? '').split(' of ')[0]!.replace(/,/g, ''));
    const before = await shownCount();
    await card.getByRole('button', { name: 'Bookmark' }).click();
    await expect.poll(shownCount).toBe(before - 1);
  });
});
