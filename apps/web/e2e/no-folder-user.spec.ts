import { JOURNEY_PASSWORD, uniqueName } from './builders';
import { FOLDER_LOAD_TIMEOUT, expect, test } from './fixtures';

const EMPTY_STATE = 'No folder is shared with you yet — ask an administrator.';
// Reached through the navigation, as the user would (and without a start-up per screen).
const FOLDER_SCREENS = [
  { link: 'Mentions', path: '/discovery/mention-stream' },
  { link: 'Overview', path: '/corporate-intelligence/overview' },
  { link: 'Map', path: '/corporate-intelligence/map' },
  { link: 'Signals', path: '/corporate-intelligence/signal-stream' },
];

test.describe('a user without folders', () => {
  test('the admin is warned before saving an analyst without folders; that analyst is told so on every folder screen, with no spinner', async ({
    page,
    loginAs,
  }) => {
    // An admin creates the analyst in the user form and is warned while no folder is chosen.
    test.slow();
    const username = uniqueName('folderless');
    await loginAs('admin');
    await page.goto('/system/users/new');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel(/^Password/).fill(JOURNEY_PASSWORD);
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Analyst (own folders)');
    const warning = page.getByRole('status').filter({ hasText: 'No folder chosen' });
    await expect(warning).toBeVisible();
    // A folder takes the warning away, a staff role too; back to an analyst without one, it returns.
    await page.getByRole('combobox', { name: 'Folders' }).click();
    const northwind = page.getByRole('option', { name: 'Northwind Logistics', exact: true });
    await northwind.click();
    await expect(warning).toHaveCount(0);
    // Picked again, the folder is taken away.
    await northwind.click();
    await expect(warning).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Moderator (all customers)' }).click();
    await expect(warning).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Analyst (own folders)' }).click();
    await expect(warning).toBeVisible();
    // Saving stays allowed: the grants may follow later.
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: 'User created' })).toBeVisible();
    await expect(page).toHaveURL(/\/system\/users$/);

    // The new analyst signs in through the login form.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // The start page is the Signals screen: the empty state, not a loading text.
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
    await expect(page.getByText(EMPTY_STATE)).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });

    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const { link, path } of FOLDER_SCREENS) {
      await navigation.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(EMPTY_STATE), path).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
      await expect(page.getByRole('heading', { name: 'No folder yet', level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expect(page.getByTestId('history-loading')).toHaveCount(0);
      await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
    }

    // Screens without a folder still open.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible({ timeout: FOLDER_LOAD_TIMEOUT });
  });
});
