import type { Page } from '@playwright/test';

// The filters' calendar, as a user picks a range in it (Signals, Mentions, Overview).

const monthLabel = (date: Date) => date.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthNumber = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** Picks the days `first` to `last` (UTC) in the filters' calendar, going to the first day's month from the one shown. */
export async function pickRange(page: Page, range: { first: Date; last: Date }) {
  await page.getByLabel('Date range').click();
  const calendar = page.getByRole('dialog');
  // The calendar opens on the month of the range shown; its heading names that month ("October 2026").
  const shown = new Date(`1 ${await calendar.locator('[class*="calendarHeaderLevel"]').first().textContent()} UTC`);
  const steps = monthNumber(range.first) - monthNumber(shown);
  const direction = steps < 0 ? 'previous' : 'next';
  for (let step = 0; step < Math.abs(steps); step++) {
    await calendar.locator(`button[data-direction="${direction}"]`).click();
  }
  for (const day of [range.first, range.last]) {
    await calendar.getByRole('button', { name: `${day.getUTCDate()} ${monthLabel(day)}`, exact: true }).click();
  }
}
