import { describe, expect, it } from 'vitest';
import {
  filterFieldOf,
  hasLogFilters,
  logFiltersFromSearchParams,
  parseDay,
  toAuditLogQuery,
  writeLogFilters,
} from './log-filters';

describe('the Logs screen filters', () => {
  it('reads the URL and writes back only the filters that are set, keeping other parameters', () => {
    const filters = logFiltersFromSearchParams(new URLSearchParams('user=%20Mara%20&action=auth.&cursor=abc'));
    expect(filters).toEqual({ user: 'Mara', action: 'auth.', targetType: '', targetId: '', from: '', to: '' });
    expect(hasLogFilters(filters)).toBe(true);
    const params = writeLogFilters(new URLSearchParams('cursor=abc&targetId=old'), { ...filters, action: '' });
    expect(params.toString()).toBe('cursor=abc&user=Mara');
    expect(hasLogFilters(logFiltersFromSearchParams(new URLSearchParams('cursor=abc')))).toBe(false);
  });

  it("asks the server for whole days of the viewer's time zone, the last day included", () => {
    const query = toAuditLogQuery({
      user: 'mara',
      action: '',
      targetType: 'signal',
      targetId: '',
      from: '2026-03-10',
      to: '2026-03-12',
    });
    expect(query).toEqual({
      actor: 'mara',
      targetType: 'signal',
      from: new Date(2026, 2, 10).toISOString(),
      to: new Date(2026, 2, 13).toISOString(),
    });
  });

  it('passes a day that does not exist to the server as it is, which refuses it naming the field', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(toAuditLogQuery({ user: '', action: '', targetType: '', targetId: '', from: '2026-02-30', to: '' })).toEqual(
      { from: '2026-02-30' },
    );
  });

  it("names the field beside which a refusal is shown (the range's two ends share one picker)", () => {
    expect(filterFieldOf('actor')).toBe('user');
    expect(filterFieldOf('to')).toBe('from');
    expect(filterFieldOf('targetType')).toBe('targetType');
    expect(filterFieldOf('cursor')).toBe('cursor');
    expect(filterFieldOf('size')).toBeUndefined();
  });
});
