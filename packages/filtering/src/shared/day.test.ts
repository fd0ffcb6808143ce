import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCount,
  dayRangeOfPreset,
  defaultDayRange,
  isIsoDay,
  monthsBefore,
  oneMonthBefore,
  previousRangeOf,
  weekStartOf,
} from './day';

describe('oneMonthBefore', () => {
  it('goes back one calendar month, clamped to the shorter month', () => {
    expect(oneMonthBefore('2025-03-15')).toBe('2025-02-15');
    expect(oneMonthBefore('2025-03-31')).toBe('2025-02-28');
    expect(oneMonthBefore('2024-03-31')).toBe('2024-02-29');
    expect(oneMonthBefore('2025-05-31')).toBe('2025-04-30');
    expect(oneMonthBefore('2025-01-10')).toBe('2024-12-10');
  });
});

describe('monthsBefore', () => {
  it('goes back whole calendar months across years, clamped to the shorter month', () => {
    expect(monthsBefore('2025-05-31', 3)).toBe('2025-02-28');
    expect(monthsBefore('2025-01-15', 3)).toBe('2024-10-15');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
    expect(monthsBefore('2025-03-31', 0)).toBe('2025-03-31');
  });
});

describe('dayRangeOfPreset', () => {
  const now = new Date('2025-03-31T22:00:00-03:00');
  it('ends today in UTC and starts the same day a week, a month, 3 months or a year earlier', () => {
    expect(dayRangeOfPreset('last-week', now)).toEqual({ dateBegin: '2025-03-25', dateEnd: '2025-04-01' });
    expect(dayRangeOfPreset('last-month', now)).toEqual({ dateBegin: '2025-03-01', dateEnd: '2025-04-01' });
    expect(dayRangeOfPreset('last-3-months', now)).toEqual({ dateBegin: '2025-01-01', dateEnd: '2025-04-01' });
    expect(dayRangeOfPreset('last-year', now)).toEqual({ dateBegin: '2024-04-01', dateEnd: '2025-04-01' });
  });
  it('makes the spec default of last month', () => {
    expect(dayRangeOfPreset('last-month', now)).toEqual(defaultDayRange(now));
  });
});

describe('defaultDayRange', () => {
  it('runs from one month ago to today, in UTC days', () => {
    expect(defaultDayRange(new Date('2025-07-01T23:30:00-02:00'))).toEqual({
      dateBegin: '2025-06-02',
      dateEnd: '2025-07-02',
    });
  });
});

describe('isIsoDay', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('2025-01-01T00:00')).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('counts a range with both ends, and a reversed one as empty', () => {
    expect(dayCount({ dateBegin: '2025-03-01', dateEnd: '2025-03-31' })).toBe(31);
    expect(dayCount({ dateBegin: '2025-03-01', dateEnd: '2025-03-01' })).toBe(1);
    expect(dayCount({ dateBegin: '2025-03-02', dateEnd: '2025-03-01' })).toBe(0);
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2025-03-03')).toBe('2025-03-03');
    expect(weekStartOf('2025-03-09')).toBe('2025-03-03');
    expect(weekStartOf('2025-03-10')).toBe('2025-03-10');
    expect(weekStartOf('1970-01-01')).toBe('1969-12-29');
  });

  it('takes the previous period of the same length', () => {
    expect(previousRangeOf({ dateBegin: '2025-03-01', dateEnd: '2025-03-31' })).toEqual({
      dateBegin: '2025-01-29',
      dateEnd: '2025-02-28',
    });
  });
});
