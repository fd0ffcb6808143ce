import type { Locator, Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

// ADR 0105: at least 12 signals on a 1440 × 900 screen in the compact density.
test.use({ viewport: { width: 1440, height: 900 }, ownBrowserContext: true });

/** The feed's articles that lie wholly in the window, below the app's header. */
async function fullyVisibleArticles(page: Page, feed: Locator): Promise<number> {
  const headerBottom = (await page.locator('header').first().boundingBox())?.height ?? 0;
  const boxes = await Promise.all((await feed.getByRole('article').all()).map((article) => article.boundingBox()));
  return boxes.filter((box) => box !== null && box.y >= headerBottom && box.y + box.height <= 900).length;
}

/** Picks a density in the list's header and waits until the server has stored it. */
async function chooseDensity(page: Page, label: 'Comfortable' | 'Compact') {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/settings/') && response.request().method() === 'PATCH',
  );
  await page.getByTestId('list-density').locator('label', { hasText: label }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

test.describe('list density', () => {
  test('compact rows fit 12 signals on the screen, stay compact after a reload and on Mentions, and go back to cards', async ({
    page,
    loginAs,
  }) => {
    // Three screens load a folder: Signals, Signals again after the reload, Mentions.
    test.slow();
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    const feed = page.getByRole('feed', { name: 'Signals' });
    await expect(feed.getByTestId('signal-card').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await expect(page.getByRole('radio', { name: 'Comfortable' })).toBeChecked();
    const comfortable = await fullyVisibleArticles(page, feed);
    expect(comfortable).toBeLessThan(12);

    await chooseDensity(page, 'Compact');
    await expect(feed.getByTestId('signal-row').first()).toBeVisible();
    await expect(feed.getByTestId('signal-card')).toHaveCount(0);
    expect(await fullyVisibleArticles(page, feed)).toBeGreaterThanOrEqual(12);
    // The review buttons are on every row.
    await expect(feed.getByRole('article').first().getByRole('button', { name: 'Like', exact: true })).toBeVisible();

    // Remembered by the server, not by this tab: a reload opens the list compact.
    await page.reload();
    await expect(feed.getByTestId('signal-row').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();

    // The same choice holds for Mentions; back to cards there.
    await page.goto('/discovery/mention-stream');
    const mentions = page.getByRole('feed', { name: 'Mentions' });
    await expect(mentions.getByTestId('mention-row').first()).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await chooseDensity(page, 'Comfortable');
    await expect(mentions.getByTestId('mention-card').first()).toBeVisible();
    await expect(mentions.getByTestId('mention-row')).toHaveCount(0);
  });

  test('the hint in the list header opens the keyboard help', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/corporate-intelligence/signal-stream');
    // The header's hint and the help do not wait for the folder's signals.
    const hint = page.getByRole('button', { name: 'Press ? for keyboard shortcuts' });
    await expect(hint).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await hint.click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Next item');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  });
});
