const moment = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * "Mon, 5 Jan 2026, 06:00 UTC". Schedules are read in UTC (the cron's own clock), so every time of this screen is
 * shown in UTC and says so: a next run in the viewer's zone beside a cron in UTC would read as a contradiction.
 */
export function formatUtc(value: Date | string): string {
  return `${moment.format(typeof value === 'string' ? new Date(value) : value)} UTC`;
}

/** As `formatUtc`, with a word for no time at all ("Never", "Off"). */
export function formatUtcOr(value: string | null, fallback: string): string {
  return value ? formatUtc(value) : fallback;
}
