import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

test.describe('keyboard triage of the signal stream', () => {
  test('j, j, k move the active card; b bookmarks it; o opens it; ? shows the keys; typing moves nothing', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    const feed = page.getByRole('feed', { name: 'Signals' });
    await expect(feed.getByRole('article').nth(2)).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    const active = feed.locator('[role="article"][data-active]');
    await expect(active).toHaveCount(0);

    await page.keyboard.press('j');
    await expect(active).toHaveAttribute('aria-posinset', '1');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(active).toHaveAttribute('aria-posinset', '2');
    // Roving focus: the active card holds the focus, and it is the one Tab reaches.
    await expect(active).toBeFocused();
    await expect(active).toHaveAttribute('tabindex', '0');
    const name = await active.getAttribute('aria-label');

    // b toggles the bookmark of the active card, and again takes it back.
    const bookmark = active.getByRole('button', { name: 'Bookmark' });
    const before = await bookmark.getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    await page.keyboard.press('b');
    await expect(bookmark).toHaveAttribute('aria-pressed', after);
    // A press while the save is under way is ignored (review-actions.tsx): the second b waits for the first's save.
    await expect(bookmark).not.toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('b');
    await expect(bookmark).toHaveAttribute('aria-pressed', before!);
    await expect(active).toHaveAttribute('aria-label', name!);

    // Keys typed into a filter field are text, not triage.
    const languages = page.getByRole('combobox', { name: 'Languages' });
    await languages.click();
    await page.keyboard.type('jj');
    await expect(languages).toHaveValue('jj');
    await expect(active).toHaveAttribute('aria-posinset', '2');
    await page.keyboard.press('Escape');
    await languages.fill('');

    // Back on the card (a click on it would do the same), ? lists the keys.
    await active.focus();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    for (const text of ['Next item', 'Previous item', 'Open the active item', 'Show these keys']) {
      await expect(help).toContainText(text);
    }
    // While the dialog is open the keys do nothing to the list.
    await page.keyboard.press('j');
    await expect(active).toHaveAttribute('aria-posinset', '2');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    // o names the active signal in the URL, where its details read it.
    await page.keyboard.press('o');
    await expect(page).toHaveURL(/[?&]signal=[\w-]+/);
  });

  test('j scrolls the active card into view far down the list', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    const feed = page.getByRole('feed', { name: 'Signals' });
    await expect(feed.getByRole('article').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    for (let press = 0; press < 25; press++) await page.keyboard.press('j');
    const active = feed.locator('[role="article"][data-active]');
    await expect(active).toHaveAttribute('aria-posinset', '25');
    await expect(active).toBeInViewport();
    // Not hidden under the sticky header either.
    const box = (await active.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(60);

    // Something that appears above the list later (a notice, the counts wrapping) moves the list down; the keys still
    // scroll by where it now is. A foreign block stands in for it, taller than a card.
    await feed.evaluate((list) => {
      const block = document.createElement('div');
      block.style.height = '400px';
      list.parentElement!.prepend(block);
    });
    await page.keyboard.press('j');
    await expect(active).toHaveAttribute('aria-posinset', '26');
    await expect(active).toBeInViewport();
  });
});
