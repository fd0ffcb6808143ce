import { defaultDayRange } from '@argus/filtering';

export type DateRange = { start: Date; end: Date };

/**
 * Spec section 9: signals and mentions default to one month ago to today, in whole UTC days: the same days the
 * filter pipeline defaults to, so that what the start-up loads is what the screens show.
 */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const { dateBegin, dateEnd } = defaultDayRange(now);
  return { start: new Date(`${dateBegin}T00:00:00.000Z`), end: new Date(`${dateEnd}T23:59:59.999Z`) };
}
