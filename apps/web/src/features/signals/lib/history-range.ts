const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 7: the history fetch ends on the day after the last loaded event if the range starts before that
 * event, otherwise now. "Last loaded" is the oldest event of the latest load (lists are newest first), so the
 * history covers the rest of the range and overlaps the latest load by at most a day (merging drops the repeats).
 */
export function historyEnd(rangeStart: Date, loadedPublishDates: readonly string[], now: Date): Date {
  if (loadedPublishDates.length === 0) return now;
  const oldest = loadedPublishDates.reduce((min, date) => (date < min ? date : min));
  const oldestDay = Date.parse(`${oldest.slice(0, 10)}T00:00:00.000Z`);
  if (Number.isNaN(oldestDay) || rangeStart.getTime() >= oldestDay) return now;
  return new Date(oldestDay + DAY_MS);
}
