import { solvedBotCheck, uniqueName } from './builders';
import { expect, test } from './fixtures';

const notification = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.mantine-Notification-root', { hasText: text });

test.describe('user administration', () => {
  test("an admin changes a user's role, folders and status; the disabled user cannot sign in", async ({
    page,
    loginAs,
    request,
    world,
  }) => {
    const username = uniqueName('edited');
    const created = await request.post('/users', {
      headers: await world.adminHeaders(),
      data: { username, password: 'first-password', privilege: 1, customers: ['northwind'] },
    });
    expect(created.status()).toBe(201);
    expect((await request.post('/auth/login', { data: { username, password: 'first-password' } })).status()).toBe(200);

    await loginAs('admin');
    await page.goto('/system/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(username);
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: username }).click();
    await expect(page).toHaveURL(new RegExp(`/system/users/edit/${username}$`));

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Moderator (all customers)' }).click();
    await page.getByRole('combobox', { name: 'Folders' }).click();
    await page.getByRole('option', { name: 'Meridian Pharma', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Account enabled' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(notification(page, 'User saved')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();

    const stored = await request.get(`/users/${username}`, { headers: await world.adminHeaders() });
    expect(await stored.json()).toMatchObject({
      privilege: 2,
      role: 'moderator',
      status: 'disabled',
      customers: ['meridian_pharma', 'northwind'],
    });

    // The list shows the change.
    await page.getByRole('link', { name: 'All users' }).click();
    await page.getByRole('textbox', { name: 'Search users' }).fill(username);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1);
    await expect(row).toContainText('Moderator');
    await expect(row).toContainText('Disabled');

    // The disabled user is turned away at the login form.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This account is disabled. Please contact your administrator.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin cannot take away their own admin rights or disable themselves', async ({ page, loginAs }) => {
    const admin = await loginAs('admin');
    await page.goto(`/system/users/edit/${admin.username}`);
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Account enabled' })).toBeDisabled();
    await expect(page.getByText('You cannot remove your own admin rights.')).toBeVisible();
  });

  test('an admin approves a sign-up request and the new user signs in', async ({ page, loginAs, request }) => {
    const username = uniqueName('applicant');
    const signUp = await request.post('/auth/sign-up', {
      data: {
        username,
        email: `${username}@example.com`,
        password: 'applicant-password',
        botCheck: await solvedBotCheck(request),
      },
    });
    expect(signUp.status()).toBe(201);
    expect(
      (await request.post('/auth/login', { data: { username, password: 'applicant-password' } })).status(),
    ).not.toBe(200);

    await loginAs('admin');
    // The list's answer is held until the page has drawn its controls: the requests it brings must not move them.
    let answerList!: () => void;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    const isList = (url: URL) => url.pathname === '/users';
    await page.route(isList, async (route) => {
      await listHeld;
      await route.continue();
    });
    await page.goto('/system/users');
    const addUser = page.getByRole('link', { name: 'Add user' });
    const search = page.getByRole('textbox', { name: 'Search users' });
    await expect(addUser).toBeVisible();
    await expect(search).toBeVisible();
    const whileLoading = [await addUser.boundingBox(), await search.boundingBox()];
    answerList();
    const requestRow = page.getByTestId('sign-up-request').filter({ hasText: username });
    await expect(requestRow).toContainText(`${username}@example.com`);
    expect([await addUser.boundingBox(), await search.boundingBox()]).toEqual(whileLoading);
    await page.unroute(isList);
    await requestRow.getByRole('button', { name: `Approve ${username}` }).click();
    await expect(notification(page, 'Sign-up approved')).toBeVisible();
    await expect(requestRow).toHaveCount(0);

    expect((await request.post('/auth/login', { data: { username, password: 'applicant-password' } })).status()).toBe(
      200,
    );
  });

  test('an admin sets a temporary password that replaces the old one', async ({ page, loginAs, request, world }) => {
    const username = uniqueName('forgetful');
    await request.post('/users', {
      headers: await world.adminHeaders(),
      data: { username, password: 'old-password', privilege: 1, customers: [] },
    });
    await loginAs('admin');
    await page.goto(`/system/users/edit/${username}`);
    await expect(page.getByRole('button', { name: 'E-mail a reset link' })).toBeDisabled();
    await page.getByRole('button', { name: 'Set a temporary password' }).click();
    const temporary = (await page.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'Done' }).click();
    expect((await request.post('/auth/login', { data: { username, password: 'old-password' } })).status()).toBe(401);
    expect((await request.post('/auth/login', { data: { username, password: temporary } })).status()).toBe(200);
  });
});
