import { DEMO_PASSWORD, expect, test } from './fixtures';

test.describe('user settings', () => {
  test('a password change keeps this session, revokes an older token and needs the current password', async ({
    page,
    request,
  }) => {
    // A user of this journey alone, so that changing the password disturbs no other journey.
    const admin = await request.post('/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
    const { access_token: adminToken } = (await admin.json()) as { access_token: string };
    const username = `settings_${Date.now()}`;
    const created = await request.post('/users', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { username, password: 'first-password', privilege: 1, customers: ['northwind'] },
    });
    expect(created.status()).toBe(201);
    const older = await request.post('/auth/login', { data: { username, password: 'first-password' } });
    const { access_token: olderToken } = (await older.json()) as { access_token: string };

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\//);
    await page.goto('/settings/user');

    const current = page.getByLabel(/^Current password/);
    const next = page.getByLabel(/^New password/);
    const repeat = page.getByLabel(/^Repeat the new password/);
    await current.fill('not-my-password');
    await next.fill('second-password');
    await repeat.fill('second-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Is not your current password')).toBeVisible();

    await current.fill('first-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: 'Password changed' })).toBeVisible();

    // The older token is refused; this page still works with its fresh one.
    const withOlder = await request.get(`/api/settings/${username}`, {
      headers: { Authorization: `Bearer ${olderToken}` },
    });
    expect(withOlder.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    expect((await request.post('/auth/login', { data: { username, password: 'second-password' } })).status()).toBe(200);
  });
});
