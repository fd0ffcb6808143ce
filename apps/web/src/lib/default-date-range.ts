import dayjs from 'dayjs';

export type DateRange = { start: Date; end: Date };

/** Spec section 9: signals and mentions default to one month ago to today, whole days (UTC). */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = dayjs(now).startOf('day');
  return { start: today.subtract(1, 'month').toDate(), end: today.endOf('day').toDate() };
}
