// When a source is fetched next after a failure: later each time (exponential back-off with jitter, up to hours), or
// when the feed itself asked (Retry-After).

/** Back-off stops growing here: a feed that has failed all day is still tried four times a day. */
export const MAX_BACKOFF_MINUTES = 6 * 60;
/** A Retry-After further away than this is read as this: a feed cannot stop Argus from looking for a week. */
export const MAX_RETRY_AFTER_MINUTES = 24 * 60;

/**
 * The interval doubled per failure in a row beyond the first, at most MAX_BACKOFF_MINUTES (and never less than the
 * interval), spread by ±20 % so that sources that failed together (one host down) are not retried together.
 */
export function nextFetchAfterFailure(
  failedAt: Date,
  intervalMinutes: number,
  failuresInARow: number,
  random: () => number = Math.random,
): Date {
  const grown = intervalMinutes * 2 ** Math.min(Math.max(failuresInARow - 1, 0), 20);
  const minutes = Math.max(intervalMinutes, Math.min(grown, MAX_BACKOFF_MINUTES));
  const jitter = 0.8 + random() * 0.4;
  return new Date(failedAt.getTime() + minutes * jitter * 60_000);
}

/** Retry-After as seconds or an HTTP date, capped; null when absent, unreadable or already past. */
export function retryAfterOf(value: string | null, now: Date): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  const at = /^\d+$/.test(trimmed) ? new Date(now.getTime() + Number(trimmed) * 1000) : new Date(trimmed);
  if (Number.isNaN(at.getTime()) || at <= now) return null;
  const latest = new Date(now.getTime() + MAX_RETRY_AFTER_MINUTES * 60_000);
  return at > latest ? latest : at;
}
