// Days are the first 10 characters of an ISO date-time ("2025-03-01"), compared as strings: spec section 3 says the
// web app uses those characters as the day, and ISO days sort as text in calendar order.

import type { DateRangePreset } from '@argus/contract';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a publish date: its first 10 characters. */
export function dayOf(publishDate: string): string {
  return publishDate.slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD ("2025-02-30" is not one). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC day of an instant. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * The same day `months` calendar months earlier, clamped to that month's last day (03-31 → 02-28), as a calendar
 * does; UTC throughout, because publish dates are UTC and their first 10 characters are a UTC day.
 */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfTargetMonth = new Date(Date.UTC(year, month - months, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfTargetMonth))));
}

export function oneMonthBefore(day: string): string {
  return monthsBefore(day, 1);
}

export type DayRange = { dateBegin: string; dateEnd: string };

/** Spec sections 5 and 9: signals and mentions default to one month ago to today, both days included. */
export function defaultDayRange(now: Date = new Date()): DayRange {
  return dayRangeOfPreset('last-month', now);
}

/** A user's default range (ADR 0070): from the same day a week, a month, 3 months or a year ago to today. */
export function dayRangeOfPreset(preset: DateRangePreset, now: Date = new Date()): DayRange {
  const today = utcDay(now);
  const dateBegin =
    preset === 'last-week'
      ? utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000))
      : monthsBefore(today, preset === 'last-month' ? 1 : preset === 'last-3-months' ? 3 : 12);
  return { dateBegin, dateEnd: today };
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => utcDay(new Date(number * DAY_MS));

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** How many days a range spans, both ends included; 0 when it begins after it ends. */
export function dayCount({ dateBegin, dateEnd }: DayRange): number {
  return Math.max(0, dayNumber(dateEnd) - dayNumber(dateBegin) + 1);
}

/** The Monday starting the (ISO, UTC) week of a day: how PostgreSQL's date_trunc('week', …) cuts weeks. */
export function weekStartOf(day: string): string {
  const number = dayNumber(day);
  // Day 0 of the epoch, 1970-01-01, was a Thursday: (number + 3) % 7 counts the days since Monday.
  return dayOfNumber(number - ((((number + 3) % 7) + 7) % 7));
}

/** The range of the same length that ends the day before this one begins. */
export function previousRangeOf(range: DayRange): DayRange {
  const length = Math.max(1, dayCount(range));
  return { dateBegin: addDays(range.dateBegin, -length), dateEnd: addDays(range.dateBegin, -1) };
}
