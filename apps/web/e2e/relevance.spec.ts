import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// "Most relevant first" (issue 39, ADR 0137): an analyst's likes and dislikes rank the folder's signals, the liked
// kind on top with its "For you" mark and its reason; newest first is the default and stays as it was.
test.describe('most relevant first', () => {
  test('an analyst who liked one event type and disliked another sees the liked type on top, with its reason', async ({
    page,
    world,
    loginAs,
  }) => {
    test.setTimeout(180_000);
    const { customerName } = await world.customer({ prefix: 'relevance' });
    const analyst = await world.user('analyst', { customers: [customerName], prefix: 'rel_ana' });
    const liked = 'Acquisition';
    const disliked = 'Layoffs';
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    // Ten of each, reviewed a few days back; then fresh unreviewed ones of both types, the newest of the disliked type.
    for (let index = 0; index < 10; index++) {
      const good = await world.signal(customerName, { eventType: liked, publishDate: daysAgo(5 + index / 10) });
      await world.feedback(analyst, good.id, 'signal', 1);
      const bad = await world.signal(customerName, { eventType: disliked, publishDate: daysAgo(5 + index / 10) });
      await world.feedback(analyst, bad.id, 'signal', -1);
    }
    await world.signal(customerName, { eventType: liked, publishDate: daysAgo(1) });
    const freshDisliked = await world.signal(customerName, { eventType: disliked, publishDate: daysAgo(0.5) });

    await loginAs(analyst);
    await page.goto('/corporate-intelligence/signal-stream');
    await expectFolderLoaded(page, 'signal');
    const feed = page.getByRole('feed', { name: 'Signals' });
    const first = feed.getByTestId('signal-card').first();
    // Newest first: the newest signal is of the disliked type, and no card carries a mark or a reason.
    await expect(first.getByTestId('signal-target')).toHaveText(freshDisliked.targetEntityName, {
      ignoreCase: true,
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expect(feed.getByTestId('for-you-badge')).toHaveCount(0);
    await expect(feed.getByTestId('relevance-reason')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Most relevant first' }).click();
    await expect(page).toHaveURL(/[?&]sort=relevance(&|$)/);
    await expect(page.getByTestId('relevance-cold-start')).toHaveCount(0);
    await expect(first.getByTestId('signal-event-type')).toHaveText(liked, { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(first.getByTestId('for-you-badge')).toBeVisible();
    await expect(first.getByTestId('relevance-reason')).toContainText(liked);
    // Every liked signal ranks above every disliked one, the fresh unreviewed disliked one (newest first's top)
    // included: among the cards drawn (the list draws only what is near the screen), no liked one follows a disliked.
    const types = await feed.getByTestId('signal-event-type').allTextContents();
    expect(types[0]).toBe(liked);
    const firstDisliked = types.indexOf(disliked);
    if (firstDisliked >= 0) expect(types.slice(firstDisliked)).not.toContain(liked);

    // The details drawer says the same.
    await first.getByRole('button', { name: 'Open details' }).click();
    const drawer = page.getByRole('dialog', { name: 'Signal details' });
    await expect(drawer.getByTestId('relevance-reason')).toContainText(liked);

    // Newest first again: the parameter goes, and the cards are as they were.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Newest first' }).click();
    await expect(page).not.toHaveURL(/[?&]sort=/);
    await expect(first.getByTestId('signal-target')).toHaveText(freshDisliked.targetEntityName, { ignoreCase: true });
    await expect(feed.getByTestId('for-you-badge')).toHaveCount(0);
  });
});
