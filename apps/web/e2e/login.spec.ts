// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { expect, test } from './fixtures';

const readStoredToken = (key: string) => window.localStorage.getItem(key);

test.describe('login screen', () => {
  test('a wrong password is refused with the spec message and the form shakes', async ({ page, world }) => {
    // The journey's own user: failed logins count against a username.
    const user = await world.user('analyst');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    // The shake lasts one second: record it as it happens rather than race it on a busy machine.
    await page.evaluate(() => {
      const form = document.querySelector('form')!;
      const seen: string[] = [];
      (window as unknown as { shakeStates: string[] }).shakeStates = seen;
      new MutationObserver(() => seen.push(form.dataset.shaking ?? '')).observe(form, {
        attributes: true,
        attributeFilter: ['data-shaking'],
      });
    });
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Access denied');
    await expect(alert).toContainText('Are your sure your credentials are correct?');
    const shakeStates = () => page.evaluate(() => (window as unknown as { shakeStates: string[] }).shakeStates);
    await expect.poll(shakeStates).toEqual(['true', 'false']);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1000);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(readStoredToken, TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('the right password lands on the signal stream', async ({ page, world }) => {
    const user = await world.user('admin');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
    await expect(page.getByRole('heading', { name: 'Signals' })).toBeVisible();
    expect(await page.evaluate(readStoredToken, TOKEN_STORAGE_KEY)).toBeTruthy();
  });

  test('shows one of the 18 background artworks', async ({ page }) => {
    await page.goto('/login');
    const background = await page.locator('[data-background]').getAttribute('data-background');
    expect(background).toMatch(/^\/backgrounds\/bg-(0[1-9]|1[0-8])\.svg$/);
    const response = await page.request.get(background ?? '');
    expect(response.ok()).toBe(true);
  });
});

test.describe('guards', () => {
  test('a signed-in user opening /login is sent to /', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
  });

  test('a guest opening a protected page is sent to /login', async ({ page }) => {
    await page.goto('/system/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('public pages need no login', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('logout revokes the session and returns to /login', async ({ page, loginAs }) => {
    const { token } = await loginAs('analyst');
    await page.goto('/corporate-intelligence/overview');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(readStoredToken, TOKEN_STORAGE_KEY)).toBeNull();
    await page.goto('/corporate-intelligence/overview');
    await expect(page).toHaveURL(/\/login$/);
    const refresh = await page.request.get('/auth/refresh', { headers: { Authorization: `Bearer ${token}` } });
    expect(refresh.status(), 'the server refuses the revoked token').toBe(401);
  });
});
