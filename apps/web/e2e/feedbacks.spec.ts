import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { FOLDER_LOAD_TIMEOUT, bearer, expect, test, type JourneyUser } from './fixtures';
import type { World } from './builders';

// The Feedbacks report (ADR 0098). Each journey builds a folder of its own with two signals that two analysts of it
// like and dislike; the report is then narrowed to that folder, so the rows are exactly the journey's.

type ReportWorld = Awaited<ReturnType<typeof buildReportWorld>>;

async function buildReportWorld(world: World) {
  const { customerName, label } = await world.customer({ prefix: 'feedbacks' });
  const liked = await world.signal(customerName, {
    targetEntityName: 'Liked Holding AG',
    title: 'Liked Holding AG buys a rival',
    eventType: 'Acquisition',
  });
  const disliked = await world.signal(customerName, {
    targetEntityName: 'Disliked Holding AG',
    title: 'Disliked Holding AG buys a rival',
    eventType: 'Acquisition',
  });
  const first = await world.user('analyst', { customers: [customerName], prefix: 'fb_ada' });
  const second = await world.user('analyst', { customers: [customerName], prefix: 'fb_bo' });
  await world.feedback(first, liked.id, 'signal', 1);
  await world.feedback(first, disliked.id, 'signal', -1);
  await world.feedback(second, liked.id, 'signal', 1);
  return { customerName, label, liked, disliked, first, second };
}

const table = (page: Page) => page.getByRole('table', { name: 'Feedbacks' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openReport(page: Page, search: string) {
  await page.goto(`/reports/feedbacks?${search}`);
  // A staff member's start-up loads the admin lists first; on a busy machine that takes a while.
  await expect(page.getByRole('heading', { name: 'Feedbacks', level: 1 })).toBeVisible({
    timeout: FOLDER_LOAD_TIMEOUT,
  });
}

async function expectThreeRows(page: Page, report: ReportWorld) {
  await expect(page.getByTestId('feedback-summary')).toHaveText('2 likes · 1 dislike · precision 67%');
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByText('1–3 of 3')).toBeVisible();
  // Newest first: the second analyst's like was given last.
  await expect(bodyRows(page).first()).toContainText(report.second.username);
}

test.describe('the Feedbacks report', () => {
  test('a moderator filters, sorts, reads the precision, exports exactly the filtered rows and opens a signal', async ({
    page,
    loginAs,
    world,
  }) => {
    const report = await buildReportWorld(world);
    await loginAs('moderator');
    await openReport(page, `customer=${report.customerName}`);
    await expectThreeRows(page, report);

    // The precision per event type, as a table for reading exact figures.
    const precision = page.getByTestId('precision-per-event-type');
    await precision.getByText('Table', { exact: true }).click();
    await expect(precision.getByRole('row', { name: /Acquisition/ })).toContainText('67%');
    const perUser = page.getByTestId('totals-per-user');
    await expect(perUser.getByRole('row', { name: new RegExp(report.first.username) })).toContainText('50%');

    // Only the dislikes: the filter goes into the URL and narrows rows and totals alike.
    await page.getByRole('combobox', { name: 'Feedback' }).click();
    await page.getByRole('option', { name: 'Dislikes' }).click();
    await expect(page).toHaveURL(/feedback=dislike/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText('Disliked Holding AG buys a rival');
    await expect(page.getByTestId('feedback-summary')).toHaveText('0 likes · 1 dislike · precision 0%');

    // The export holds exactly the filtered row, fetched from the server.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = fs
      .readFileSync(await (await download).path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Feedback,Item,Event type,Customer,User,Company,Title,Published,Item state,Event id');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,Dislike,Signal,Acquisition,${report.customerName},${report.first.username},`);
    expect(lines[1]).toMatch(new RegExp(`,${report.disliked.id}$`));

    // Sorting is the server's, kept in the URL beside the filters.
    await page.getByRole('combobox', { name: 'Feedback' }).click();
    await page.getByRole('option', { name: 'Likes', exact: true }).click();
    await expect(bodyRows(page)).toHaveCount(2);
    await table(page).getByRole('button', { name: 'User', exact: true }).click();
    await expect(page).toHaveURL(/sort=user/);
    const [earlier] = [report.first.username, report.second.username].sort((a, b) =>
      a.toLowerCase().localeCompare(b.toLowerCase()),
    );
    await expect(bodyRows(page).first()).toContainText(earlier!);

    // A row opens its signal: the Signals screen of its folder, on its day, with its details open.
    await page.getByRole('link', { name: 'Liked Holding AG buys a rival' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/corporate-intelligence/signal-stream\\?.*signal=${report.liked.id}`));
    await expect(page.getByRole('dialog', { name: 'Signal details' })).toContainText('Liked Holding AG', {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
  });

  test("a row opened in a new tab opens its signal in the row's folder", async ({ page, loginAs, world }) => {
    const report = await buildReportWorld(world);
    await loginAs('moderator');
    await openReport(page, `customer=${report.customerName}`);
    await expectThreeRows(page, report);
    // The link names the folder itself: no store is set before following it (ADR 0098).
    const link = page.getByRole('link', { name: 'Disliked Holding AG buys a rival' });
    await expect(link).toHaveAttribute('href', new RegExp(`[?&]folder=${report.customerName}&`));
    await expect(link).toHaveAttribute('href', new RegExp(`[?&]signal=${report.disliked.id}`));
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab.getByRole('dialog', { name: 'Signal details' })).toContainText('Disliked Holding AG', {
      timeout: FOLDER_LOAD_TIMEOUT,
    });
    await expect(tab.getByRole('combobox', { name: 'Folder' })).toHaveValue(report.label);
    // The folder leaves the address once selected; the signal stays open.
    await expect(tab).toHaveURL(new RegExp(`signal=${report.disliked.id}`));
    expect(new URL(tab.url()).searchParams.has('folder')).toBe(false);
    // The report's own tab stayed where it was.
    await expect(page).toHaveURL(/\/reports\/feedbacks/);
    await tab.close();
  });

  test('a bad filter in the link is refused by the server and shown beside its field', async ({
    page,
    loginAs,
    world,
  }) => {
    const report = await buildReportWorld(world);
    await loginAs('moderator');
    await openReport(page, `customer=${report.customerName}&from=2026-02-30&to=2026-03-31`);
    await expect(page.getByText('Must be a day of the calendar')).toBeVisible();
    await expect(page.getByText('Correct the marked filter to see feedback.')).toBeVisible();
    // Resetting the filters drops the bad day with them.
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/reports\/feedbacks$/);
    await expect(page.getByText('Must be a day of the calendar')).toHaveCount(0);
    await openReport(page, `customer=${report.customerName}&sort=title`);
    await expect(page.getByTestId('feedback-refused')).toContainText('sort: must be one of');
    await page.getByRole('button', { name: 'Show the newest first' }).click();
    await expectThreeRows(page, report);
  });

  test('an admin finds the report in the navigation and narrows it to one user', async ({ page, loginAs, world }) => {
    const report = await buildReportWorld(world);
    await loginAs('admin');
    await page.goto('/system/target-entities');
    await page.getByRole('navigation').getByRole('link', { name: 'Feedbacks' }).click();
    await expect(page).toHaveURL(/\/reports\/feedbacks$/);
    await expect(page.getByTestId('feedback-summary')).toContainText('precision');

    await openReport(page, `customer=${report.customerName}`);
    await expectThreeRows(page, report);
    // A user's name in the totals narrows the report to them.
    await page.getByTestId('totals-per-user').getByRole('button', { name: report.second.username }).click();
    await expect(page).toHaveURL(new RegExp(`user=${report.second.username}`));
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(page.getByTestId('feedback-summary')).toHaveText('1 like · 0 dislikes · precision 100%');
  });

  test('an analyst sees the not-allowed state, and the API refuses them with 403', async ({
    page,
    loginAs,
    request,
  }) => {
    const analyst: JourneyUser = await loginAs('analyst');
    await page.goto('/reports/feedbacks');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Feedbacks' })).toHaveCount(0);
    for (const path of ['/api/feedback/report', '/api/feedback/report/totals', '/api/feedback/report/csv']) {
      const response = await request.get(path, { headers: bearer(analyst.token) });
      expect(response.status(), path).toBe(403);
    }
  });
});
