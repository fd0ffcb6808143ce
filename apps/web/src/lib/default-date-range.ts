import type { DateRangePreset } from '@argus/contract';
import { dayRangeOfPreset } from '@argus/filtering';

export type DateRange = { start: Date; end: Date };

/** A preset's days as instants: the first day's start to the last day's end, in UTC. */
export function dateRangeOfPreset(preset: DateRangePreset, now: Date = new Date()): DateRange {
  const { dateBegin, dateEnd } = dayRangeOfPreset(preset, now);
  return { start: new Date(`${dateBegin}T00:00:00.000Z`), end: new Date(`${dateEnd}T23:59:59.999Z`) };
}

/**
 * Spec section 9: signals and mentions default to one month ago to today, in whole UTC days: the same days the
 * filter pipeline defaults to, so that what the start-up loads is what the screens show.
 */
export function defaultDateRange(now: Date = new Date()): DateRange {
  return dateRangeOfPreset('last-month', now);
}
