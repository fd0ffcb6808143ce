import { describe, expect, it } from 'vitest';
import { filterPlace, HOLD_AT_MOST, holdsWhole } from './filter-place';

const from = (dateBegin: string) => ({ dateBegin, dateEnd: '2026-11-23' });

describe('filterPlace', () => {
  const held = { firstDay: '2026-10-23', whole: true };

  it('filters in the browser from the first day held on', () => {
    expect(filterPlace(from('2026-10-23'), held)).toBe('browser');
    expect(filterPlace(from('2026-11-20'), held)).toBe('browser');
  });

  it('asks the server for a range that starts before the first day held', () => {
    expect(filterPlace(from('2026-10-22'), held)).toBe('server-range');
    expect(filterPlace(from('2025-01-01'), held)).toBe('server-range');
  });

  it('asks the server for every range of a folder too large to hold whole', () => {
    const tooLarge = { ...held, whole: false };
    expect(filterPlace(from('2026-11-20'), tooLarge)).toBe('server-size');
    expect(filterPlace(from('2025-01-01'), tooLarge)).toBe('server-size');
  });

  it('answers a range that shows no day (first after last) in the browser: nothing to ask for', () => {
    const empty = { dateBegin: '2026-01-10', dateEnd: '2026-01-01' };
    expect(filterPlace(empty, held)).toBe('browser');
    expect(filterPlace(empty, { ...held, whole: false })).toBe('browser');
  });
});

describe('holdsWhole', () => {
  it('holds up to the ceiling, not one more', () => {
    expect(holdsWhole(0)).toBe(true);
    expect(holdsWhole(HOLD_AT_MOST)).toBe(true);
    expect(holdsWhole(HOLD_AT_MOST + 1)).toBe(false);
  });
});
