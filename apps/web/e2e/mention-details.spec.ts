import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

test.describe('mention details', () => {
  test('a click on a card opens its details, the address carries them through a reload, Escape closes them', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await page.goto('/discovery/mention-stream');
    const feed = page.getByRole('feed', { name: 'Mentions' });
    const card = feed.getByRole('article').first();
    await expect(card).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    const title = (await card.getByTestId('mention-title').textContent())!;
    const sentence = (await card.getByTestId('mention-sentence').textContent())!;

    // The sentence is plain text: a click on it opens the details, not the article's link.
    await card.getByTestId('mention-sentence').click();
    const details = page.getByRole('dialog', { name: 'Mention details' });
    await expect(details.getByTestId('mention-details-title')).toHaveText(title);
    await expect(details.getByTestId('mention-details-sentence')).toHaveText(sentence);
    await expect(details.getByTestId('mention-details-published')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    await expect(page).toHaveURL(/[?&]mention=[^&]+/);
    const address = page.url();

    await page.reload();
    await expect(details.getByTestId('mention-details-title')).toHaveText(title, { timeout: FOLDER_LOAD_TIMEOUT });
    expect(page.url()).toBe(address);

    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]mention=/);
  });

  test('Enter opens the active card; a review from the details shows on the card', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/discovery/mention-stream');
    const feed = page.getByRole('feed', { name: 'Mentions' });
    await expect(feed.getByRole('article').nth(1)).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const active = feed.locator('[role="article"][data-active]');
    await expect(active).toHaveAttribute('aria-posinset', '2');
    const title = (await active.getByTestId('mention-title').textContent())!;

    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: 'Mention details' });
    await expect(details.getByTestId('mention-details-title')).toHaveText(title);
    await details.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(details.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await details.getByRole('button', { name: 'Close the details' }).click();
    await expect(details).toBeHidden();
    // The card by its place, not by its title: a mention's title is no name of its own (which titles the first screen
    // shows changes with the date, and two may be alike or one inside another); the like moved nothing.
    const card = feed.locator('[role="article"][aria-posinset="2"]');
    await expect(card).toHaveAttribute('aria-label', title);
    await expect(card.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });
});
