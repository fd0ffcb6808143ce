import type { Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await expect(palette.getByRole('textbox', { name: 'Screen, folder, company or signal' })).toBeFocused();
  return palette;
}

/** Types into the palette and takes the first match with Enter, as a user in a hurry does. */
async function jumpTo(page: Page, text: string, expectedFirst: string) {
  const palette = await openPalette(page);
  await page.keyboard.type(text);
  // Companies are offered as the filter names them, in start case ("Journey Holding Bd9…").
  await expect(palette.getByRole('option').first()).toContainText(expectedFirst, { ignoreCase: true });
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test.describe('command palette', () => {
  test('Ctrl+K jumps to a screen, a folder, a company and a recent signal; Escape closes it', async ({
    page,
    world,
    loginAs,
  }) => {
    const { customerName, label } = await world.customer({ prefix: 'palette' });
    const older = await world.signal(customerName, { publishDate: new Date(Date.now() - 86_400_000).toISOString() });
    const newer = await world.signal(customerName, { eventType: 'Layoffs' });
    await loginAs(await world.user('analyst', { customers: ['northwind', customerName] }));
    await page.goto('/corporate-intelligence/signal-stream');
    const folder = page.getByRole('combobox', { name: 'Folder' });
    // The first folder with monitoring by label is the journey's own.
    await expect(folder).toHaveValue(label, { timeout: FOLDER_LOAD_TIMEOUT });

    // An analyst is offered neither the system nor the report screens.
    const palette = await openPalette(page);
    await page.keyboard.type('Users');
    await expect(palette.getByText('Nothing matches “Users”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);

    await jumpTo(page, 'map', 'Map');
    await expect(page).toHaveURL(/\/corporate-intelligence\/map$/);

    await jumpTo(page, older.targetEntityName, older.targetEntityName);
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream\?/);
    const feed = page.getByRole('feed', { name: 'Signals' });
    await expect(feed.getByTestId('signal-target')).toHaveText([older.targetEntityName], {
      ignoreCase: true,
      timeout: FOLDER_LOAD_TIMEOUT,
    });

    // Recent signals: the newest first; a click works as Enter does.
    const again = await openPalette(page);
    await page.keyboard.type('layoffs');
    await again.getByRole('option', { name: `${newer.targetEntityName}: Layoffs` }).click();
    await expect(again).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]signal=${newer.id}(&|$)`));
    const details = page.getByRole('dialog', { name: 'Signal details' });
    await expect(details.getByTestId('signal-details-event-type')).toHaveText('Layoffs');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await jumpTo(page, 'northwind', 'Northwind Logistics');
    await expect(folder).toHaveValue('Northwind Logistics');
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream/);
  });

  test('the header button opens it, and an admin is offered the admin screens', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/settings/user');
    await page.getByRole('button', { name: /^Jump to/ }).click();
    const palette = page.getByRole('dialog', { name: 'Jump to' });
    await expect(palette.getByRole('option', { name: 'Logs' })).toBeVisible();
    // The dialog moves focus to its search box once it has opened; keys typed before that go to the page.
    await expect(palette.getByRole('textbox', { name: 'Screen, folder, company or signal' })).toBeFocused();
    await page.keyboard.type('users');
    await expect(palette.getByRole('option').first()).toContainText('Users');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/users$/);
  });
});
