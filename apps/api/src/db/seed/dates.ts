// Every date of the demo world is relative to the start of `now`'s UTC day, so that two seeds on the
// same day give the same world whatever the hour.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the signals, mentions and document counts reach. */
export const HISTORY_DAYS = 365;

export function truncateToUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

export function addDays(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * DAY_MS);
}

export function addMinutes(moment: Date, minutes: number): Date {
  return new Date(moment.getTime() + minutes * 60_000);
}

/** yyyy-mm-dd of the UTC day (the `date` columns' format). */
export function formatIsoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
