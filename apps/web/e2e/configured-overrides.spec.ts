import { expect, test } from './fixtures';

test.describe('configured overrides', () => {
  test('a folder table configured as monitoring only leaves discovery, though it has discoveries', async ({
    page,
    loginAs,
  }) => {
    await loginAs('moderator');
    await page.goto('/discovery/mention-stream');
    const folder = page.getByRole('combobox', { name: 'Folder' });
    await folder.click();
    await page.getByRole('option', { name: 'Tessera_retail', exact: true }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview$/);
  });

  test('a configured partner user gets the partner logo and theme', async ({ page, request, world }) => {
    // The partner's username is configured (playwright.config.ts), so this journey is the only one to create it.
    const created = await request.post('/users', {
      headers: await world.adminHeaders(),
      data: { username: 'greenleaf', password: 'greenleaf-password', privilege: 1, customers: ['northwind'] },
    });
    expect([201, 409]).toContain(created.status());

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('greenleaf');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('greenleaf-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('img', { name: 'Argus ESG logo' }).first()).toBeVisible();

    // Another user keeps the default mark.
    const other = await world.user('analyst');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(other.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('img', { name: 'Argus logo' }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Argus ESG logo' })).toHaveCount(0);
  });
});
