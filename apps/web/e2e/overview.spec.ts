import type { Page } from '@playwright/test';
import { signalItem, type World } from './builders';
import { pointUntilTooltip } from './charts';
import { pickRange } from './date-range';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// ADR 0095: the Overview of a folder of the journey's own (monitoring only): its figures, a way from each chart into
// Signals, and what a link it cannot read shows.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60 * 60 * 1000);
/** More than the first page of a folder's signals (50), all in the month. */
const MONTH_SIGNALS = 70;

/**
 * A monitoring-only folder and an analyst who holds only it. Three signals of the last week (two acquisitions of
 * one company, High and Very High; a layoff of another, Low) and the other's lawsuit 10 days ago (Very High).
 */
async function overviewWorld(world: World) {
  const folder = await world.customer({ prefix: 'overview' });
  // Names as the console shows them (start case), so that the journey can look for them as they are.
  const suffix = folder.customerName.slice(-6).replace(/^./, (letter) => letter.toUpperCase());
  const company = `Overview Holding ${suffix}`;
  const other = `Overview Works ${suffix}`;
  const signal = (values: Parameters<World['signal']>[1]) => world.signal(folder.customerName, values);
  await signal({
    targetEntityName: company,
    eventType: 'Acquisition',
    reliability: 4,
    publishDate: daysAgo(1).toISOString(),
  });
  await signal({
    targetEntityName: company,
    eventType: 'Acquisition',
    reliability: 5,
    publishDate: daysAgo(2).toISOString(),
  });
  await signal({
    targetEntityName: other,
    eventType: 'Layoffs',
    reliability: 2,
    publishDate: daysAgo(3).toISOString(),
  });
  await signal({
    targetEntityName: other,
    eventType: 'Lawsuit Filed',
    reliability: 5,
    publishDate: daysAgo(10).toISOString(),
  });
  const user = await world.user('analyst', { customers: [folder.customerName] });
  return { folder, user, company, other };
}

async function expectOverviewLoaded(page: Page) {
  await expect(page.getByTestId('overview-status')).toHaveAttribute('data-state', 'loaded', {
    timeout: FOLDER_LOAD_TIMEOUT,
  });
}

const figure = (page: Page, name: string) => page.getByTestId(`overview-${name}`).locator('p').nth(1);

test.describe('overview', () => {
  test('a monitoring-only folder lands on a working Overview; changing the date range changes the figures', async ({
    page,
    loginAs,
    world,
  }) => {
    const { user } = await overviewWorld(world);
    await loginAs(user);
    // Spec section 2: a folder with monitoring only sends a discovery path to the Overview.
    await page.goto('/discovery/mention-stream');
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview$/);
    await expectOverviewLoaded(page);
    await expect(figure(page, 'signals-found')).toHaveText('4');
    // Three of the four are High or Very High.
    await expect(figure(page, 'reliability')).toHaveText('75%');
    const eventTypes = page.getByTestId('overview-event-types');
    await eventTypes.getByText('Table', { exact: true }).click();
    await expect(eventTypes.getByRole('row')).toHaveText([
      /Event type\s*Signals/,
      /Acquisition\s*2/,
      /Lawsuit Filed\s*1/,
      /Layoffs\s*1/,
    ]);

    // The last seven days: the lawsuit drops out, and the URL keeps the range.
    await pickRange(page, { first: daysAgo(6), last: new Date() });
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
    await expectOverviewLoaded(page);
    await expect(figure(page, 'signals-found')).toHaveText('3');
    await expect(figure(page, 'reliability')).toHaveText('67%');
    await expect(eventTypes.getByRole('row')).toHaveText([/Event type\s*Signals/, /Acquisition\s*2/, /Layoffs\s*1/]);
    // The week before holds the lawsuit alone (Very High): 67% is 33 points less than its 100%.
    await expect(page.getByTestId('reliability-change')).toHaveText(/^-33 points against /);
  });

  test("a first load's figures count the month from the first, never only the latest page held so far", async ({
    page,
    loginAs,
    world,
  }) => {
    // A folder with more signals in its month than a first page: before its history arrives the browser holds its
    // latest 50 (load-folder-signals.ts), and their count was shown for a while (ADR 0159).
    const folder = await world.customer({ prefix: 'overview_month' });
    await world.push(
      'signals',
      folder.customerName,
      Array.from({ length: MONTH_SIGNALS }, (_, index) =>
        signalItem(folder.customerName, `month-${index}`, {
          targetEntityName: `Overview Month Holding ${index % 7}`,
          // One every seven hours, back from an hour ago: all within the month.
          publishDate: new Date(Date.now() - (1 + index * 7) * 60 * 60 * 1000).toISOString(),
        }),
      ),
    );
    await loginAs(await world.user('analyst', { customers: [folder.customerName] }));
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownTotals: shown });
      new MutationObserver(() => {
        const value = document.querySelector('[data-testid="overview-signals-found"] p:nth-of-type(2)')?.textContent;
        if (value && shown.at(-1) !== value) shown.push(value);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/corporate-intelligence/overview');
    await expectOverviewLoaded(page);
    const shown = await page.evaluate(() => (window as unknown as { shownTotals: string[] }).shownTotals);
    const totals = shown.map((value) => Number(value.replace(/,/g, '')));
    expect(totals.length, shown.join(', ')).toBeGreaterThan(0);
    expect(
      totals.every((total) => total > 50),
      `figures shown in order: ${shown.join(', ')}`,
    ).toBe(true);
    expect(totals.at(-1)).toBe(MONTH_SIGNALS);
  });

  test('a chart click lands on Signals with the matching filter in the URL and the matching count', async ({
    page,
    loginAs,
    world,
  }) => {
    const { user } = await overviewWorld(world);
    await loginAs(user);
    await page.goto('/corporate-intelligence/overview');
    await expectOverviewLoaded(page);

    // The top bar of the event types is Acquisition (2): the tooltip names what the pointer is on before the click.
    const chart = page.getByTestId('overview-event-types').getByRole('img');
    // The charts' code arrives after the figures (a lazy chunk): on a busy machine the card had no chart yet.
    await expect(chart).toBeVisible();
    // The chart may draw itself again between the pointer's arrival and the click (a fresh-clone run once clicked
    // beside the bar), or between its check above and the measure of its box (another's box was null): measure,
    // point, click, and do all again until the click has opened Signals.
    await expect(async () => {
      const box = await chart.boundingBox();
      expect(box, 'the chart is on the page').not.toBeNull();
      // Three bars share the chart's height (4 px margins); the top one's middle is a sixth of the way down.
      const point = { x: box!.width * 0.6, y: 4 + (box!.height - 8) / 6 };
      await pointUntilTooltip(chart, point, /Acquisition/);
      await chart.click({ position: point });
      await expect(page).toHaveURL(/\/corporate-intelligence\/signal-stream\?(.*&)?eventType=Acquisition(&|$)/, {
        timeout: 3_000,
      });
    }).toPass({ timeout: FOLDER_LOAD_TIMEOUT });
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('signal-shown-count')).toHaveText('2 of 4 signals');
  });

  test("a keyboard user reaches the same through a chart's table: a company opens Signals filtered to it", async ({
    page,
    loginAs,
    world,
  }) => {
    const { user, other } = await overviewWorld(world);
    await loginAs(user);
    await page.goto('/corporate-intelligence/overview');
    await expectOverviewLoaded(page);
    const companies = page.getByTestId('overview-companies');
    // The chart/table switch is a radio group: the arrow key moves from Chart to Table.
    await companies.getByRole('radio', { name: 'Chart' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(companies.getByRole('radio', { name: 'Table' })).toBeChecked();
    const link = companies.getByRole('link', { name: other });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`[?&]company=${encodeURIComponent(other).replace(/%20/g, '(\\+|%20)')}(&|$)`),
    );
    await expectFolderLoaded(page, 'signal');
    await expect(page.getByTestId('signal-shown-count')).toHaveText('2 of 4 signals');
  });

  // ADR 0132: over a period that starts before the load range the server counts the figures; the folder's live stream
  // covers those days too, and a change there asks the server again, on screen without a reload.
  test("over the last year, signals created through the API change the server's figures without a reload", async ({
    page,
    loginAs,
    world,
  }) => {
    const { folder, user } = await overviewWorld(world);
    await loginAs(user);
    await page.goto('/corporate-intelligence/overview');
    await expectOverviewLoaded(page);
    let reloads = 0;
    page.on('load', () => reloads++);

    await page.getByLabel('Date range').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Last year', exact: true }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}/);
    // Before the month the browser holds: the server counts (the status line says earlier days are not held).
    await expect(page.getByTestId('overview-status')).toContainText('earlier days load as you scroll');
    await expectOverviewLoaded(page);
    await expect(figure(page, 'signals-found')).toHaveText('4');

    // Published about 100 days ago: before the load range, so only a stream that covers the shown days sends it.
    await world.signal(folder.customerName, {
      eventType: 'Lawsuit Filed',
      reliability: 5,
      publishDate: daysAgo(100).toISOString(),
    });
    await expect(figure(page, 'signals-found')).toHaveText('5');
    // And one of today, inside the load range, right after: the refresh that follows within seconds counts it too.
    await world.signal(folder.customerName, { eventType: 'Layoffs', reliability: 1 });
    await expect(figure(page, 'signals-found')).toHaveText('6');
    await expectOverviewLoaded(page);
    expect(reloads).toBe(0);
  });

  test('a link with criteria it cannot read shows the defaults and says so, never a blank page', async ({
    page,
    loginAs,
    world,
  }) => {
    const { user } = await overviewWorld(world);
    await loginAs(user);
    await page.goto('/corporate-intelligence/overview?from=last-tuesday&reliability=9&company=Nobody');
    const notice = page.getByTestId('unreadable-link-notice');
    await expect(notice).toContainText('from, reliability');
    await expectOverviewLoaded(page);
    // The readable part (a company the folder lacks) still applies: nothing matches.
    await expect(figure(page, 'signals-found')).toHaveText('0');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/corporate-intelligence\/overview\?company=Nobody$/);
  });
});
