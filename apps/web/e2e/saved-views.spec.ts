import type { Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// ADR 0135: a Signals filter saved by name in a folder of the journey's own, listed in the navigation, opened from
// there with its filter in the address, renamed, shared with the folder's other user (who may open it, not change it)
// and deleted by its owner.

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });
const savedViews = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });
const signalTargets = (page: Page) => page.getByRole('feed', { name: 'Signals' }).getByTestId('signal-target');

/** The Signals screen of the user's one folder, whole in the browser; `search` is the address's filter. */
async function openSignals(page: Page, label: string, search = '') {
  await page.goto(`/corporate-intelligence/signal-stream${search}`);
  await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label, { timeout: FOLDER_LOAD_TIMEOUT });
  await expectFolderLoaded(page, 'signal');
}

async function chooseFromMenu(page: Page, viewName: string, item: string) {
  await savedViews(page)
    .getByRole('button', { name: `Actions for ${viewName}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('saved views', () => {
  test('an analyst saves a filter, opens it from the navigation, renames and shares it; a colleague sees it shared; the owner deletes it', async ({
    page,
    openProfile,
    world,
    loginAs,
  }) => {
    test.slow();
    const { customerName, label } = await world.customer({ prefix: 'views' });
    const layoffs = await world.signal(customerName, { eventType: 'Layoffs', reliability: 4 });
    const acquisition = await world.signal(customerName, { eventType: 'Acquisition', reliability: 4 });
    const owner = await world.user('analyst', { customers: [customerName], prefix: 'viewowner' });
    const colleague = await world.user('analyst', { customers: [customerName], prefix: 'viewer' });
    await loginAs(owner);

    // Saved from a filter in the address.
    await openSignals(page, label, '?eventType=Layoffs&reliability=3');
    await expect(signalTargets(page)).toHaveText([layoffs.targetEntityName], { ignoreCase: true });
    await page.getByRole('button', { name: 'Save view' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save view' });
    await saveDialog.getByRole('textbox', { name: /^Name/ }).fill('Layoffs, reliable');
    await expect(saveDialog.getByRole('switch', { name: "Share with the folder's other users" })).not.toBeChecked();
    await saveDialog.getByRole('button', { name: 'Save view' }).click();
    await expect(notification(page, 'View saved')).toBeVisible();
    await expect(saveDialog).toBeHidden();

    // A second save under the same name is refused on the name field.
    await page.getByRole('button', { name: 'Save view' }).click();
    await saveDialog.getByRole('textbox', { name: /^Name/ }).fill('Layoffs, reliable');
    await saveDialog.getByRole('button', { name: 'Save view' }).click();
    await expect(saveDialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    await saveDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(saveDialog).toBeHidden();

    // Opened from the navigation on the unfiltered screen: the address holds the view's filter, the folder taken.
    const view = savedViews(page).getByRole('link', { name: /^Layoffs, reliable/ });
    await expect(view).toBeVisible();
    await openSignals(page, label);
    await expect(signalTargets(page)).toHaveCount(2);
    await expect(signalTargets(page).filter({ hasText: acquisition.targetEntityName })).toBeVisible();
    await view.click();
    await expect(page).toHaveURL(/[?&]eventType=Layoffs(&|$)/);
    await expect(page).toHaveURL(/[?&]reliability=3(&|$)/);
    await expect(page).not.toHaveURL(/[?&]folder=/);
    await expect(signalTargets(page)).toHaveText([layoffs.targetEntityName], { ignoreCase: true });

    // Renamed, then shared: the owner's own shared view carries the mark that others see it.
    await chooseFromMenu(page, 'Layoffs, reliable', 'Rename');
    const renameDialog = page.getByRole('dialog', { name: 'Rename view' });
    await renameDialog.getByRole('textbox', { name: /^Name/ }).fill('Layoffs');
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(savedViews(page).getByRole('link', { name: /^Layoffs \(Signals\)/ })).toBeVisible();
    await expect(savedViews(page).getByRole('link', { name: /^Layoffs, reliable/ })).toHaveCount(0);
    await chooseFromMenu(page, 'Layoffs', 'Share with the folder');
    await expect(notification(page, 'View shared')).toBeVisible();
    await expect(savedViews(page).getByRole('link', { name: /^Layoffs .*shared by you/ })).toBeVisible();

    // The colleague sees it marked shared, without the owner's menu, and opens it from Jump to.
    const colleaguePage = await openProfile(colleague);
    await openSignals(colleaguePage, label);
    const shared = savedViews(colleaguePage).getByRole('link', { name: /^Layoffs/ });
    await expect(shared).toBeVisible();
    await expect(shared.getByText('shared', { exact: true })).toBeVisible();
    await expect(savedViews(colleaguePage).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await colleaguePage.keyboard.press('Control+k');
    const palette = colleaguePage.getByRole('dialog', { name: 'Jump to' });
    await colleaguePage.keyboard.type('saved view layoffs');
    await palette.getByRole('option', { name: /Saved view: Layoffs/ }).click();
    await expect(palette).toBeHidden();
    await expect(colleaguePage).toHaveURL(/[?&]eventType=Layoffs(&|$)/);
    await expect(signalTargets(colleaguePage)).toHaveText([layoffs.targetEntityName], { ignoreCase: true });

    // The owner deletes it: gone from the owner's navigation at once, and from the colleague's on their next load.
    await chooseFromMenu(page, 'Layoffs', 'Delete');
    const deleteDialog = page.getByRole('dialog', { name: 'Delete this view?' });
    await deleteDialog.getByRole('button', { name: 'Delete view' }).click();
    await expect(notification(page, 'View deleted')).toBeVisible();
    await expect(savedViews(page)).toBeHidden();
    // The list is asked for after the first screen: its answer, not a pause, says the navigation is complete.
    const listed = colleaguePage.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/saved-views' && response.request().method() === 'GET',
    );
    await openSignals(colleaguePage, label);
    expect(((await (await listed).json()) as { items: unknown[] }).items).toEqual([]);
    await expect(savedViews(colleaguePage)).toBeHidden();
  });
});
