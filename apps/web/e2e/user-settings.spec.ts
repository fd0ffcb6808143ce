import { RELIABILITY_LABELS, type EmailScheduleRecord, type Signal } from '@argus/contract';
import { dayRangeOfPreset, type DayRange } from '@argus/filtering';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, expect, seedToken, signIn, test } from './fixtures';
import { mailsTo } from './outbox';
import { themeSwitch } from './theme-switch';

test.describe('user settings', () => {
  test('a password change keeps this session and revokes an older token', async ({ page, request, world }) => {
    const { username, password, token: olderToken } = await world.user('analyst', { customers: ['northwind'] });

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/corporate-intelligence\//);
    await page.goto('/settings/user');

    const current = page.getByLabel(/^Current password/);
    const next = page.getByLabel(/^New password/);
    const repeat = page.getByLabel(/^Repeat the new password/);
    // A wrong current password is refused under its field: change-password-form.test.tsx, change-password.test.ts.
    await current.fill(password);
    await next.fill('second-password');
    await repeat.fill('second-password');
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

/** Northwind's signals of the given days, straight from the API, page by page. */
async function northwindSignals(request: APIRequestContext, token: string, days: DayRange): Promise<Signal[]> {
  const from = new Date(`${days.dateBegin}T00:00:00.000Z`).toISOString();
  const to = new Date(`${days.dateEnd}T23:59:59.999Z`).toISOString();
  const signals: Signal[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '2000', ...(cursor ? { cursor } : {}) });
    const response = await request.get(
      `/api/events/northwind/${encodeURIComponent(from)}/${encodeURIComponent(to)}?${query.toString()}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { events: Signal[]; nextCursor: string | null };
    signals.push(...page.events);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return signals;
}

/** Spec section 5 written out plainly; the journey's users have no feedback, so nothing disliked is hidden. */
function countMatching(signals: Signal[], days: DayRange, language: string, reliability: number) {
  return signals.filter((signal) => {
    const day = signal.publishDate.slice(0, 10);
    return (
      day >= days.dateBegin &&
      day <= days.dateEnd &&
      signal.language === language &&
      RELIABILITY_LABELS.indexOf(signal.reliability) >= reliability
    );
  }).length;
}

async function pickOption(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const notification = (page: Page, title: string) => page.locator('.mantine-Notification-root', { hasText: title });

test.describe('settings defaults, theme and digest', () => {
  test("the default filters are what Signals opens with; leaving unsaved asks first; a link's own filters win", async ({
    page,
    request,
    world,
  }) => {
    // Three months of a folder load twice (one at sign-in, the rest after the save) on a shared machine.
    test.slow();
    const user = await world.user('analyst', { customers: ['northwind'], prefix: 'defaults' });
    await seedToken(page, user.token);
    await page.goto('/settings/user');
    const defaults = page.getByRole('region', { name: 'Default filters' });
    await pickOption(defaults, page, 'Date range', 'Last 3 months');
    await pickOption(defaults, page, 'Reliability', 'High');
    await pickOption(defaults, page, 'Languages', 'de');

    const signalsLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Signals' });
    await signalsLink.click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/settings\/user$/);
    await expect(defaults.getByRole('combobox', { name: 'Reliability' })).toHaveValue('High');

    await defaults.getByRole('button', { name: 'Save default filters' }).click();
    await expect(notification(page, 'Default filters saved')).toBeVisible();
    await signalsLink.click();
    await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream$/);

    // The folder now holds the three months the default asks for (it loaded one at sign-in).
    const status = page.getByTestId('folder-signal-count');
    await expect(status).toHaveText(/^[1-9][\d,]* signals of the last 3 months loaded\.$/, {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    const filters = page.getByTestId('signal-filters');
    await expect(filters.getByRole('combobox', { name: 'Reliability' })).toHaveValue('High');
    await expect(filters.getByRole('combobox', { name: 'Languages' }).locator('..')).toContainText('de');
    const days = dayRangeOfPreset('last-3-months');
    await expect(filters.getByRole('button', { name: 'Date range' })).toHaveText(`${days.dateBegin} – ${days.dateEnd}`);

    const signals = await northwindSignals(request, user.token, days);
    const loaded = /^([\d,]+) signals/.exec((await status.textContent())!)![1]!;
    const germanHigh = countMatching(signals, days, 'de', 4);
    expect(germanHigh).toBeGreaterThan(0);
    const shown = page.getByTestId('signal-shown-count');
    await expect(shown).toHaveText(`${germanHigh.toLocaleString('en')} of ${loaded} signals`);
    for (const language of await page.getByTestId('signal-language').allTextContents()) {
      expect(language.toLowerCase()).toBe('de');
    }
    for (const label of await page.getByTestId('signal-reliability').allTextContents()) {
      expect(['High', 'Very High']).toContain(label);
    }

    // A link that names filters wins over the defaults, field by field; the others stay the user's.
    await page.goto('/corporate-intelligence/signal-stream?reliability=0&language=en');
    await expect(status).toHaveText(/signals of the last 3 months loaded\.$/, { timeout: FOLDER_LOAD_TIMEOUT });
    await expect(filters.getByRole('combobox', { name: 'Reliability' })).toHaveValue('No Filter');
    const english = countMatching(signals, days, 'en', 0);
    await expect(shown).toHaveText(new RegExp(`^${english.toLocaleString('en')} of `));

    // Reset goes back to the user's defaults, not the package's.
    await filters.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/signal-stream$/);
    await expect(filters.getByRole('combobox', { name: 'Reliability' })).toHaveValue('High');
    await expect(shown).toHaveText(new RegExp(`^${germanHigh.toLocaleString('en')} of `));
  });

  test('the footer and Settings show and set one theme, saved at once and taken by another device', async ({
    page,
    request,
    openProfile,
    world,
  }) => {
    // Three loads on two devices; no folder, since the theme needs none.
    test.slow();
    const user = await world.user('analyst', { customers: [], prefix: 'theme' });
    await page.emulateMedia({ colorScheme: 'light' });
    await seedToken(page, user.token);
    await page.goto('/settings/user');
    const html = page.locator('html');
    const settings = themeSwitch(page.getByRole('region', { name: 'Appearance' }));
    const footer = themeSwitch(page.locator('footer'));
    await expect(settings.radio('As the device')).toBeChecked();
    await expect(footer.radio('As the device')).toBeChecked();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    // Settings' choice applies at once, the footer shows it, and it is saved without a Save button.
    const savedDark = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(`/api/settings/${user.username}`),
    );
    await settings.option('Dark').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(footer.radio('Dark')).toBeChecked();
    expect((await savedDark).status()).toBe(200);

    // The footer's choice is the same one: Settings follows it, and a reload keeps it.
    await footer.option('Light').click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(settings.radio('Light')).toBeChecked();
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/settings/${user.username}`, {
          headers: { authorization: `Bearer ${user.token}` },
        });
        return ((await answer.json()) as { preferences: { theme: string } }).preferences.theme;
      })
      .toBe('light');
    await footer.option('Dark').click();
    await expect(settings.radio('Dark')).toBeChecked();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(settings.radio('Dark')).toBeChecked();

    // Another device (a fresh browser profile) takes the account's theme on its first load.
    const otherPage = await openProfile(
      { ...user, token: await signIn(request, user.username, user.password) },
      { colorScheme: 'light' },
    );
    await otherPage.goto('/settings/user');
    await expect(otherPage.getByRole('heading', { name: 'User Settings' })).toBeVisible();
    await expect(otherPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test("a digest chosen in Settings is the user's own e-mail schedule and its mail goes out; a refusal shows the server's message", async ({
    page,
    request,
    world,
  }) => {
    test.slow();
    const user = await world.user('analyst', { customers: ['northwind'], prefix: 'digest' });
    const headers = { authorization: `Bearer ${user.token}` };
    await seedToken(page, user.token);
    await page.goto('/settings/user');
    const digest = page.getByRole('region', { name: 'Digest' });
    await expect(digest).toContainText(`Digests go to ${user.email}.`);
    const northwind = digest.getByRole('listitem').filter({ hasText: 'Northwind Logistics' });
    await northwind.getByText('Daily', { exact: true }).click();
    await digest.getByRole('button', { name: 'Save digest' }).click();
    await expect(notification(page, 'Digest saved')).toBeVisible();

    const listed = await request.get('/email-schedules', { headers });
    const schedules = (await listed.json()) as EmailScheduleRecord[];
    expect(schedules).toMatchObject([
      {
        username: user.username,
        customerName: 'northwind',
        cron: '0 6 * * *',
        recipients: [user.email],
        enabled: true,
      },
    ]);
    expect(schedules[0]!.nextRunAt).toMatch(/T06:00:00\.000Z$/);
    await expect(northwind.getByRole('radio', { name: 'Daily' })).toBeChecked();

    // The schedule is an ordinary one: sending it now puts the digest in the outbox for the user's address.
    const sent = await request.post(`/email-schedules/${schedules[0]!.id}/send-now`, { headers });
    expect(sent.status()).toBe(200);
    await expect.poll(async () => (await mailsTo(user.email)).length).toBe(1);
    expect((await mailsTo(user.email))[0]).toMatch(/^Subject: Argus digest for Northwind Logistics/m);

    // The folder is taken away while the page is open: the save shows the server's refusal, and nothing changes.
    const revoked = await request.patch(`/users/${user.username}`, {
      headers: await world.adminHeaders(),
      data: { customers: [] },
    });
    expect(revoked.status()).toBe(200);
    await northwind.getByText('Weekly', { exact: true }).click();
    await digest.getByRole('button', { name: 'Save digest' }).click();
    await expect(notification(page, 'You have no access to this customer.')).toBeVisible();
    await expect(northwind.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  });
});
