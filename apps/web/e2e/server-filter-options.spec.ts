// The callbacks passed to the browser run in the page, where the DOM exists.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { pickRange } from './date-range';
import { FOLDER_LOAD_TIMEOUT, expect, expectFolderLoaded, test } from './fixtures';

// ADR 0110: where Signals filters on the server, the Companies field offers every company of the chosen days (from
// the options read), the count never shows a number that is not the present criteria's answer ("0 of N"), and the
// live stream covers the chosen days, so that a signal written into them appears without a reload.

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Days 1 to 28 of the month two months back: before the month the browser holds. */
function earlierRange(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const last = new Date(first.getTime() + 27 * DAY_MS);
  return {
    first,
    last,
    from: isoDay(first),
    to: isoDay(last),
    day: (n: number) => new Date(first.getTime() + (n - 1) * DAY_MS + 9 * 3_600_000),
  };
}

/** Records every text the shown count takes from the first render on (a MutationObserver runs before each paint). */
async function recordShownCounts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownCounts: string[] }).shownCounts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="signal-shown-count"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownCounts: string[] }).shownCounts);
}

/** The options the Companies field offers (the dropdown opened and closed again). */
async function offeredCompanies(page: Page) {
  await page.getByRole('combobox', { name: 'Companies' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  return names;
}

test('signals on the server: every company of the days is offered, the count waits for its answer, live changes of those days arrive', async ({
  page,
  world,
  loginAs,
}) => {
  const range = earlierRange();
  const folder = await world.customer();
  const recent = `Journey Recent ${Date.now()}`;
  const older = `Journey Older ${Date.now()}`;
  await world.signal(folder.customerName, { targetEntityName: recent });
  await world.signal(folder.customerName, { targetEntityName: older, publishDate: range.day(5).toISOString() });
  const user = await world.user('analyst', { customers: [folder.customerName] });
  await loginAs(user);
  const shownCounts = await recordShownCounts(page);

  await page.goto('/corporate-intelligence/signal-stream');
  const shown = page.getByTestId('signal-shown-count');
  await expect(shown).toHaveText('1 of 1 signals', { timeout: FOLDER_LOAD_TIMEOUT });
  await expectFolderLoaded(page, 'signal');
  // The browser holds the month: the older company is not among its options.
  expect(await offeredCompanies(page)).toEqual([recent]);

  await pickRange(page, range);
  await expect(page.getByTestId('folder-signal-count')).toHaveText(/earlier days load as you scroll\.$/);
  await expect(shown).toHaveText('1 signals');
  await expect.poll(() => offeredCompanies(page)).toEqual([older]);

  // A signal written into the chosen days, before the month the browser holds, reaches the server's list live.
  const live = `Journey Live ${Date.now()}`;
  await world.signal(folder.customerName, { targetEntityName: live, publishDate: range.day(10).toISOString() });
  await expect(shown).toHaveText('2 signals', { timeout: FOLDER_LOAD_TIMEOUT });
  await expect(page.getByTestId('signal-target').first()).toHaveText(live);
  await expect.poll(() => offeredCompanies(page)).toEqual([live, older]);

  // Back to the held month: the browser's count again, and never a count of another answer on the way.
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(shown).toHaveText('1 of 1 signals');
  const texts = await shownCounts();
  expect(
    texts.filter((text) => /^0 (of [1-9][\d,]* )?signals$/.test(text)),
    texts.join(' | '),
  ).toEqual([]);
});

test('the demo folder count shows no "0 of N" while its first answer and a server answer are on their way', async ({
  page,
  loginAs,
}) => {
  await loginAs('analyst');
  const shownCounts = await recordShownCounts(page);
  await page.goto('/corporate-intelligence/signal-stream');
  await expectFolderLoaded(page, 'signal');
  const shown = page.getByTestId('signal-shown-count');
  await expect(shown).toHaveText(/^[1-9][\d,]* of [\d,]+ signals$/);
  await pickRange(page, earlierRange());
  await expect(shown).toHaveText(/^[1-9][\d,]* signals$/);
  const texts = await shownCounts();
  expect(
    texts.filter((text) => /^0 (of [1-9][\d,]* )?signals$/.test(text)),
    texts.join(' | '),
  ).toEqual([]);
});
