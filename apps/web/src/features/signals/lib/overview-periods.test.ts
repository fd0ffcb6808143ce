import { describe, expect, it } from 'vitest';
import { daysOfPeriod, periodLabel, periodsOf } from './overview-periods';

describe('the Overview periods', () => {
  it('lists every day of a range, or the Mondays of the weeks it touches', () => {
    expect(periodsOf({ dateBegin: '2025-03-01', dateEnd: '2025-03-03' }, 'day')).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
    ]);
    expect(periodsOf({ dateBegin: '2025-03-01', dateEnd: '2025-03-17' }, 'week')).toEqual([
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
    ]);
    expect(periodsOf({ dateBegin: '2025-03-02', dateEnd: '2025-03-01' }, 'day')).toEqual([]);
  });

  it('cuts a week to the range', () => {
    const range = { dateBegin: '2025-03-01', dateEnd: '2025-03-12' };
    expect(daysOfPeriod('2025-02-24', 'week', range)).toEqual({ dateBegin: '2025-03-01', dateEnd: '2025-03-02' });
    expect(daysOfPeriod('2025-03-03', 'week', range)).toEqual({ dateBegin: '2025-03-03', dateEnd: '2025-03-09' });
    expect(daysOfPeriod('2025-03-10', 'week', range)).toEqual({ dateBegin: '2025-03-10', dateEnd: '2025-03-12' });
    expect(daysOfPeriod('2025-03-05', 'day', range)).toEqual({ dateBegin: '2025-03-05', dateEnd: '2025-03-05' });
  });

  it('names days and weeks', () => {
    expect(periodLabel('2025-03-03', 'day', false)).toBe('3 Mar');
    expect(periodLabel('2025-03-03', 'week', true)).toBe('Week of 3 Mar 2025');
  });
});
