import type { OverviewBucket } from '@argus/contract';
import { addDays, weekStartOf, type DayRange } from '@argus/filtering';

/** Every period of the range, oldest first (its first day): days, or the Mondays of the weeks it touches. */
export function periodsOf(range: DayRange, bucket: OverviewBucket): string[] {
  if (range.dateBegin > range.dateEnd) return [];
  const periods: string[] = [];
  const step = bucket === 'day' ? 1 : 7;
  for (let period = bucket === 'day' ? range.dateBegin : weekStartOf(range.dateBegin); period <= range.dateEnd;) {
    periods.push(period);
    period = addDays(period, step);
  }
  return periods;
}

/** The days of one period that lie in the range: a week's first and last days are cut to the range's. */
export function daysOfPeriod(period: string, bucket: OverviewBucket, range: DayRange): DayRange {
  const last = bucket === 'day' ? period : addDays(period, 6);
  return {
    dateBegin: period < range.dateBegin ? range.dateBegin : period,
    dateEnd: last > range.dateEnd ? range.dateEnd : last,
  };
}

// One formatter each, made once on first use: a date's toLocaleDateString with options makes a new one every call
// (~1 ms), and a timeline labels every day of its range on each render. Not when the module loads: the first screens
// import it, and a formatter costs milliseconds to build.
let dayMonth: Intl.DateTimeFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;

/** "3 Mar" for a day, "Week of 3 Mar" for a week; the year when the range spans more than one. */
export function periodLabel(period: string, bucket: OverviewBucket, withYear: boolean): string {
  const format = withYear
    ? (dayMonthYear ??= new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }))
    : (dayMonth ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  const text = format.format(new Date(`${period}T00:00:00Z`));
  return bucket === 'day' ? text : `Week of ${text}`;
}
