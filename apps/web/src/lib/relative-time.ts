// Made on first use (a tooltip), not when the first screens' scripts load: a formatter costs milliseconds to build.
let exact: Intl.DateTimeFormat | undefined;

/** "5 Jan 2026, 10:04:12 UTC": the moment a relative time stands for, for its tooltip. */
export function formatExactTime(value: string | Date): string {
  exact ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${exact.format(typeof value === 'string' ? new Date(value) : value)} UTC`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function span(ms: number): string {
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  const days = Math.floor(ms / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * "3 min ago", "in 12 min", "2 h ago", "5 days ago"; under a minute either way is "just now" or "in a moment".
 * Health columns are read at a glance, so the words are short; the exact time goes in a tooltip.
 */
export function formatRelativeTime(value: string | Date, now: number = Date.now()): string {
  const time = (typeof value === 'string' ? new Date(value) : value).getTime();
  const difference = time - now;
  if (Math.abs(difference) < MINUTE) return difference > 0 ? 'in a moment' : 'just now';
  return difference > 0 ? `in ${span(difference)}` : `${span(-difference)} ago`;
}
