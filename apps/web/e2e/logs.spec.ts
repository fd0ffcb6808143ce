import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expect, FOLDER_LOAD_TIMEOUT, test, type JourneyUser } from './fixtures';

/** The first page of the log waits for the app's start-up, which a busy two-core machine makes slow. */
const FIRST_PAGE = { timeout: FOLDER_LOAD_TIMEOUT };

/** A wrong password for the user, through the API: the log's failed login. */
async function failLogin(request: APIRequestContext, username: string) {
  const response = await request.post('/auth/login', { data: { username, password: 'not-the-password' } });
  expect(response.status()).toBe(401);
}

/** `count` changes of the user's own preferences: entries of one user and action, to page through. */
async function changePreferences(request: APIRequestContext, user: JourneyUser, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await request.patch(`/api/settings/${user.username}`, {
      headers: bearer(user.token),
      data: { preferences: { reliability: index % 6 } },
    });
    expect(response.status()).toBe(200);
  }
}

const logTable = (page: Page) => page.getByRole('table', { name: 'Audit log' });
/** The table's rows without its header row. */
const bodyRows = (page: Page) => logTable(page).locator('tbody tr:not([aria-hidden])');

test.describe('the Logs screen', () => {
  test("an admin filters the log to a user's failed logins by the URL's filters, opens an entry and exports it", async ({
    page,
    request,
    loginAs,
    world,
  }) => {
    const suspect = await world.user('analyst', { prefix: 'suspect' });
    await failLogin(request, suspect.username);
    await failLogin(request, suspect.username);
    await loginAs('admin');
    await page.goto('/reports/logs');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Logs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();
    await expect(
      bodyRows(page)
        .first()
        .getByRole('button', { name: /^Details of entry/ }),
    ).toBeVisible(FIRST_PAGE);

    await page.getByRole('textbox', { name: 'User' }).fill(suspect.username);
    await expect(page).toHaveURL(new RegExp(`[?&]user=${suspect.username}`));
    // The user's own sign-in (the builder's) and the two failures, newest first.
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(bodyRows(page).nth(0)).toContainText('Failed login');
    await expect(bodyRows(page).nth(0)).toContainText('Failed');
    await expect(bodyRows(page).nth(2)).toContainText('Login');
    await expect(bodyRows(page).nth(2)).toContainText('Success');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Failed login', exact: true }).click();
    await expect(page).toHaveURL(/[?&]action=auth\.login\.failure/);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(page.getByText('Entries 1–2')).toBeVisible();

    // The filters are the URL's: a reload keeps them.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'User' })).toHaveValue(suspect.username);
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Failed login');
    await expect(bodyRows(page)).toHaveCount(2);

    await bodyRows(page)
      .nth(0)
      .getByRole('button', { name: /^Details of entry \d+$/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Log entry' });
    await expect(drawer.getByRole('heading', { name: 'Failed login' })).toBeVisible();
    await expect(drawer).toContainText('auth.login.failure');
    await expect(drawer).toContainText(suspect.username.toLowerCase());
    await expect(drawer.getByText('This entry has no details.')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the entry' }).click();
    await expect(drawer).toBeHidden();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),User,Action,Outcome,Target type,Target,Customer,Address,Action code,User id,Entry id,Details',
    );
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,${suspect.username},Failed login,Failed,user,`));
    }
  });

  test('an admin pages through a filter with Older and Newer, the page in the URL', async ({
    page,
    request,
    loginAs,
    world,
  }) => {
    const busy = await world.user('analyst', { prefix: 'busy' });
    await changePreferences(request, busy, 53);
    await loginAs('admin');
    await page.goto(`/reports/logs?user=${busy.username}&action=settings.`);
    await expect(page.getByText('Entries 1–50')).toBeVisible(FIRST_PAGE);
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('All: settings');
    await expect(page.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page).toHaveURL(/[?&]cursor=/);
    await expect(page.getByText('Entries 51–53')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();

    await page.getByRole('button', { name: 'Newer' }).click();
    await expect(page.getByText('Entries 1–50')).toBeVisible();
    await expect(page).not.toHaveURL(/cursor=/);

    // A filter change starts from the newest entries again.
    await page.getByRole('button', { name: 'Older' }).click();
    await expect(page.getByText('Entries 51–53')).toBeVisible();
    await page.getByRole('combobox', { name: 'Target type' }).click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    await expect(page).not.toHaveURL(/cursor=/);
    await expect(page.getByText('Entries 1–50')).toBeVisible();
  });

  test('bad filters are refused by the server and the refusal is shown beside the field', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/reports/logs?from=2026-02-30&to=2026-03-02');
    await expect(page.getByText('Start: Must be an ISO 8601 date or date-time')).toBeVisible(FIRST_PAGE);
    await expect(page.getByText('Correct the marked filter to see the log.')).toBeVisible();

    await page.goto('/reports/logs');
    await expect(bodyRows(page).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'User' }).fill('x'.repeat(65));
    await expect(page.getByText('Must be at most 64 characters')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'User' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Clear user' }).click();
    await expect(page.getByText('Must be at most 64 characters')).toBeHidden();
    await expect(bodyRows(page).first()).toBeVisible();
  });

  test('a moderator sees the not-allowed state, no Logs link, and the API answers 403', async ({
    page,
    request,
    loginAs,
  }) => {
    const moderator = await loginAs('moderator');
    await page.goto('/reports/feedbacks');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Feedbacks' })).toBeVisible(FIRST_PAGE);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Logs' })).toHaveCount(0);

    await page.goto('/reports/logs');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible(FIRST_PAGE);
    await expect(page.getByRole('table', { name: 'Audit log' })).toHaveCount(0);

    for (const path of ['/logs', '/logs/export', '/logs?size=0']) {
      const response = await request.get(path, { headers: bearer(moderator.token) });
      expect(response.status(), path).toBe(403);
    }
  });
});
