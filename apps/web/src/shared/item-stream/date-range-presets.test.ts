import { dayCount } from '@argus/filtering';
import { describe, expect, it } from 'vitest';
import { dateRangePresetChoices } from './date-range-presets';

describe('dateRangePresetChoices', () => {
  it('ends every preset today (UTC) and starts it 7 days, a month, a quarter or a year back', () => {
    // 00:30 on the 26th in UTC is still the 25th west of Greenwich: the days are UTC days, as the filters count them.
    const presets = dateRangePresetChoices(new Date('2026-11-26T00:30:00Z'));
    expect(presets).toEqual([
      { label: 'Last 7 days', dateBegin: '2026-11-20', dateEnd: '2026-11-26' },
      { label: 'Last month', dateBegin: '2026-10-26', dateEnd: '2026-11-26' },
      { label: 'Last quarter', dateBegin: '2026-08-26', dateEnd: '2026-11-26' },
      { label: 'Last year', dateBegin: '2025-11-26', dateEnd: '2026-11-26' },
    ]);
    expect(dayCount(presets[0]!)).toBe(7);
  });

  it('clamps a start that does not exist to the end of its month, as a calendar does', () => {
    const [, month, quarter] = dateRangePresetChoices(new Date('2026-05-31T12:00:00Z'));
    expect(month!.dateBegin).toBe('2026-04-30');
    expect(quarter!.dateBegin).toBe('2026-02-28');
  });
});
