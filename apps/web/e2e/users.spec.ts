import { uniqueName } from './builders';
import { expect, test } from './fixtures';

test.describe('users', () => {
  test('an admin creates a user with one folder, who then sees only that folder', async ({ page, loginAs }) => {
    const username = uniqueName('new_analyst');
    await loginAs('admin');
    await page.goto('/system/users');
    // Other journeys' sign-up requests arrive with the list below "Add user", never moving it (user-admin.spec.ts).
    await page.getByRole('link', { name: 'Add user' }).click();
    await expect(page).toHaveURL(/\/system\/users\/new$/);

    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel(/^Password/).fill('a-long-password');
    await page.getByRole('combobox', { name: 'Folders' }).click();
    await page.getByRole('option', { name: 'Meridian Pharma', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: 'User created' })).toBeVisible();
    await expect(page).toHaveURL(/\/system\/users$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Login' }).click();
    const folder = page.getByRole('combobox', { name: 'Folder' });
    await expect(folder).toHaveValue('Meridian Pharma');
    await folder.click();
    await expect(page.getByRole('option')).toHaveText(['Meridian Pharma']);
  });
});
