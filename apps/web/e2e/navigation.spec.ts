import { expect, test } from './fixtures';
import { themeSwitch } from './theme-switch';

test.describe('navigation by role', () => {
  test('an admin sees Users, Customers and Logs', async ({ page, loginAs, world }) => {
    // Spec section 2: the display name is the username split on underscores, words capitalised.
    await loginAs(await world.user('admin', { prefix: 'jane_doe' }));
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByText('System Management')).toBeVisible();
    for (const name of ['Users', 'Customers', 'Target Entities', 'Feedbacks', 'E-Mail Schedules', 'Logs']) {
      await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('user-display-name')).toHaveText(/^Jane Doe [A-Z0-9]\w+$/);
  });

  test('a moderator sees Target Entities but not Users, and may not open Users', async ({ page, loginAs }) => {
    await loginAs('moderator');
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Target Entities' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Logs' })).toHaveCount(0);

    await page.goto('/system/users');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);
    await page.goto('/system/customers/new');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await page.goto('/system/users/new');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });

  test('an analyst sees no System Management', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Signals' })).toBeVisible();
    await expect(navigation.getByText('System Management')).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Target Entities' })).toHaveCount(0);
  });

  test('an unknown path shows Not Found to a signed-in user', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });

  test('redirects lead to the first screen of each area', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/system');
    await expect(page).toHaveURL(/\/system\/users$/);
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/reports\/feedbacks$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/user$/);
  });
});

test.describe('shell', () => {
  test('the dark-mode choice survives a reload', async ({ page, loginAs, world }) => {
    await loginAs(await world.user('analyst', { customers: [] }));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await themeSwitch(page.locator('footer')).option('Dark').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('the navigation remembers being collapsed', async ({ page, loginAs }) => {
    await loginAs('analyst');
    await page.goto('/');
    const signals = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' });
    await expect(signals).toBeInViewport();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(signals).not.toBeInViewport();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(signals).not.toBeInViewport();
  });

  // Spec section 2: "on screens up to 576px wide it closes after a link click", 576 included.
  for (const width of [375, 576]) {
    test(`${width} px wide, the navigation closes after a link click`, async ({ page, loginAs }) => {
      await loginAs('analyst');
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
      const overview = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' });
      await expect(overview).not.toBeInViewport();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(overview).toBeInViewport();
      await overview.click();
      await expect(page).toHaveURL(/\/corporate-intelligence\/overview$/);
      await expect(overview).not.toBeInViewport();
    });
  }

  test('577 px wide, the navigation sits beside the page and stays open after a link click', async ({
    page,
    loginAs,
  }) => {
    await loginAs('analyst');
    await page.setViewportSize({ width: 577, height: 740 });
    await page.goto('/');
    // A click during the redirects from / would be followed by the last of them.
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);
    const overview = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' });
    await expect(overview).toBeInViewport();
    await overview.click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview$/);
    await expect(overview).toBeInViewport();
  });
});
