import type { AlertList, EventType, Signal } from '@argus/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expect, expectFolderLoaded, FOLDER_LOAD_TIMEOUT, test, type JourneyUser } from './fixtures';

// ADR 0136: a saved view can alert. An analyst saves the Signals screen of a folder of the journey's own with alerts
// on; a moderator enters a signal through the API; the analyst's page shows it as a notice (the view's name, the
// signal's event type and company) whose Open leads to the signal. The moderator's own alerting view of the same folder
// does not alert them of their own signal, and does of another user's.

/** The poll runs every 10 s (ALERT_POLL_MS): a notice comes within one poll, on a busy machine within a few. */
const ALERT_TIMEOUT = 30_000;

const notification = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });
const savedViews = (page: Page) => page.getByRole('navigation', { name: 'Saved views' });

async function alertsOf(request: APIRequestContext, user: JourneyUser): Promise<AlertList> {
  const response = await request.get('/api/alerts?limit=100', { headers: bearer(user.token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as AlertList;
}

const alertedItems = async (request: APIRequestContext, user: JourneyUser) =>
  (await alertsOf(request, user)).items.flatMap((alert) => (alert.itemId ? [alert.itemId] : []));

/** A signal entered through the API by `author`, now: the newest of the folder. */
async function createSignal(
  request: APIRequestContext,
  author: JourneyUser,
  values: { customerName: string; targetEntityName: string; eventType: string },
): Promise<Signal> {
  const created = await request.post('/events-management', {
    headers: bearer(author.token),
    data: {
      ...values,
      publishDate: new Date().toISOString(),
      mediaSegment: 'news',
      reliability: 5,
      language: 'en',
      eventArguments: [],
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Signal;
}

test.describe('saved views that alert', () => {
  test("an analyst's alerting view brings a moderator's new signal as a notice that opens it; the author is not alerted", async ({
    page,
    request,
    world,
    loginAs,
  }) => {
    test.slow();
    const { customerName, label } = await world.customer({ prefix: 'alerts' });
    // The folder has a signal already, from before any view alerts.
    await world.signal(customerName, { publishDate: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
    const analyst = await world.user('analyst', { customers: [customerName], prefix: 'alerted' });
    const moderator = await world.user('moderator', { prefix: 'alertauthor' });
    await loginAs(analyst);

    // The moderator's own view of the whole folder, alerting: made through the API.
    const moderatorView = await request.post('/api/saved-views', {
      headers: bearer(moderator.token),
      data: { name: 'Whole folder', kind: 'signals', customer: customerName, criteria: '', alert: true },
    });
    expect(moderatorView.status()).toBe(201);

    // The bell's first read is what the page holds at load, never popped up: the signal must come after it.
    const firstRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/alerts' && response.request().method() === 'GET',
      { timeout: FOLDER_LOAD_TIMEOUT },
    );
    await page.goto('/corporate-intelligence/signal-stream');
    await expect(page.getByRole('combobox', { name: 'Folder' })).toHaveValue(label, { timeout: FOLDER_LOAD_TIMEOUT });
    await expectFolderLoaded(page, 'signal');
    expect((await firstRead).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Alerts, 0 unread' })).toBeVisible();

    // The folder's Signals screen as it is (its default filter), saved with alerts on.
    const viewName = 'New in my folder';
    await page.getByRole('button', { name: 'Save view' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save view' });
    await saveDialog.getByRole('textbox', { name: /^Name/ }).fill(viewName);
    const alertSwitch = saveDialog.getByRole('switch', { name: 'Alert me when new items match' });
    await expect(alertSwitch).not.toBeChecked();
    // The switch's invisible input lies over its track (the theme's switch.module.css): a click lands on it.
    await alertSwitch.click();
    await expect(alertSwitch).toBeChecked();
    await saveDialog.getByRole('button', { name: 'Save view' }).click();
    await expect(notification(page, 'View saved')).toBeVisible();
    await expect(saveDialog).toBeHidden();
    const savedView = savedViews(page).getByRole('link', { name: new RegExp(`^${viewName}`) });
    await expect(savedView.getByRole('img', { name: 'Alerts on' })).toBeVisible();

    // The moderator enters a matching signal.
    const headers = bearer(moderator.token);
    const eventTypes = (await (await request.get('/events-management/event-types', { headers })).json()) as EventType[];
    const eventType = eventTypes.find((type) => type.name === 'Management Change')?.name ?? eventTypes[0]!.name;
    const company = `Alerting ${String(Date.now() % 1_000_000)} Holding`;
    const signal = await createSignal(request, moderator, { customerName, targetEntityName: company, eventType });

    // The analyst's page shows it as a notice: the view's name, the signal's event type and company, and Open.
    const notice = page.getByTestId('view-alert-notice').filter({ hasText: viewName });
    await expect(notice).toBeVisible({ timeout: ALERT_TIMEOUT });
    await expect(notice).toContainText(`${eventType} — ${company}`);
    await expect(page.getByRole('button', { name: 'Alerts, 1 unread' })).toBeVisible();
    await notice.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]signal=${signal.id}(&|$)`));
    await expect(page.getByRole('dialog', { name: 'Signal details' }).getByTestId('signal-details')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Signal details' })).toContainText(company, { ignoreCase: true });
    await expect(notice).toBeHidden();
    // Opened is read.
    await expect(page.getByRole('button', { name: 'Alerts, 0 unread' })).toBeVisible();

    // One alert for the item and the view, read.
    const analystAlerts = (await alertsOf(request, analyst)).items.filter((alert) => alert.itemId === signal.id);
    expect(analystAlerts).toHaveLength(1);
    expect(analystAlerts[0]).toMatchObject({ type: 'match', view: { name: viewName }, read: true });

    // The moderator's view matches too, but its owner wrote the signal: no alert for them. Another user's signal,
    // entered after it, does alert them; once it has, the first was long decided.
    const other = await world.signal(customerName, {
      targetEntityName: `Alerting ${String(Date.now() % 1_000_000)} AG`,
    });
    await expect
      .poll(() => alertedItems(request, moderator), { timeout: ALERT_TIMEOUT, intervals: [1000] })
      .toContain(other.id);
    expect(await alertedItems(request, moderator)).not.toContain(signal.id);
  });
});
