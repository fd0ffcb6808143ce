// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { expect, test } from './fixtures';
import { themeSwitch } from './theme-switch';

const API_PATHS = /\/(api|events-management|customers|target-entities|system-management|users|favorites)\//;

test.describe('alerts of spec section 8', () => {
  test('a server that cannot be reached shows the network error', async ({ page, loginAs }) => {
    await loginAs('analyst');
    // As if the server had stopped: every API request fails before an answer.
    await page.context().route(API_PATHS, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const alert = page.locator('.mantine-Notification-root', { hasText: 'Event Types Error' });
    await expect(alert).toContainText('We have detected a network error. Please give it a minute and try again later.');
    // The session survives a network failure.
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
  });

  test('an HTTP 500 shows the apology', async ({ page, loginAs }) => {
    const { username } = await loginAs('analyst');
    await page
      .context()
      .route(new RegExp(`/api/settings/${username}$`), (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
      );
    await page.goto('/');
    const alert = page.locator('.mantine-Notification-root', { hasText: 'Sorry for the inconvenience!' });
    await expect(alert).toContainText(
      'Our team is working to improve the system for you. Please give it a minute and try again later.',
    );
  });

  test('an HTTP 500 on a save or a login apologises as well', async ({ page, loginAs, world }) => {
    const apology = page.locator('.mantine-Notification-root', { hasText: 'Sorry for the inconvenience!' });
    const { username } = await loginAs(await world.user('analyst', { customers: [] }));
    await page.goto('/settings/user');
    await page.route(new RegExp(`/api/settings/${username}$`), (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' })
        : route.fallback(),
    );
    // The theme saves as it is picked.
    await themeSwitch(page.getByRole('region', { name: 'Appearance' }))
      .option('Dark')
      .click();
    await expect(apology).toContainText('Our team is working to improve the system for you.');
    await expect(apology).toHaveCount(1);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.route(/\/auth\/login$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }),
    );
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(apology).toBeVisible();
  });

  test("a failed list load names the list and shows the server's error field", async ({ page, loginAs }) => {
    const { username } = await loginAs('analyst');
    await page.context().route(new RegExp(`/favorites/${username}$`), (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Bookmarks are closed today', message: 'detail' }),
      }),
    );
    await page.goto('/');
    const alert = page.locator('.mantine-Notification-root', { hasText: 'Bookmarks Error' });
    await expect(alert).toContainText('Bookmarks are closed today');
  });

  test('a failed refresh clears the token and ends the session', async ({ page }) => {
    // A token with under 12 hours left makes the start-up refresh it; the server refuses this forged one.
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      encode({ alg: 'HS256', typ: 'JWT' }),
      encode({ sub: 'x', username: 'analyst', privilege: 1, iat: now, exp: now + 6 * 3600 }),
      'bad-signature',
    ].join('.');
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: TOKEN_STORAGE_KEY,
      value: forged,
    });
    const refresh = page.waitForRequest(/\/auth\/refresh$/);
    await page.goto('/corporate-intelligence/signal-stream');
    await refresh;
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).not.toBe(forged);
  });
});
