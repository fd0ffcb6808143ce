import type { Page } from '@playwright/test';

// The filters' calendar, as a user picks a range in it (Signals, Mentions, Overview).

const monthLabel = (date: Date) => date.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthNumber = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * Picks the days `first` to `last` (UTC) in the filters' calendar. It shows one or two months (wide screens) and its
 * arrows move by as many; each day is clicked once its month is among those shown.
 */
export async function pickRange(page: Page, range: { first: Date; last: Date }) {
  await page.getByLabel('Date range').click();
  const calendar = page.getByRole('dialog');
  const headings = calendar.locator('[class*="calendarHeaderLevel"]');
  await headings.first().waitFor();
  for (const day of [range.first, range.last]) {
    for (let step = 0; step < 24; step++) {
      // Headings name the months shown ("October 2026").
      const shown = (await headings.allTextContents()).map((text) => monthNumber(new Date(`1 ${text} UTC`)));
      if (shown.includes(monthNumber(day))) break;
      const direction = monthNumber(day) < Math.min(...shown) ? 'previous' : 'next';
      await calendar.locator(`button[data-direction="${direction}"]`).first().click();
    }
    await calendar.getByRole('button', { name: `${day.getUTCDate()} ${monthLabel(day)}`, exact: true }).click();
  }
}
