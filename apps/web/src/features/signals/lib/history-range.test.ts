import { describe, expect, it } from 'vitest';
import { historyEnd } from './history-range';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('historyEnd', () => {
  it('is the day after the oldest loaded event when the range starts earlier', () => {
    const end = historyEnd(new Date('2026-10-22T00:00:00Z'), ['2026-11-20T08:00:00Z', '2026-11-15T23:59:00Z'], now);
    expect(end.toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('is now when the range starts on or after the oldest loaded event', () => {
    expect(historyEnd(new Date('2026-11-15T00:00:00Z'), ['2026-11-15T12:00:00Z'], now)).toBe(now);
    expect(historyEnd(new Date('2026-11-18T00:00:00Z'), ['2026-11-15T12:00:00Z'], now)).toBe(now);
  });

  it('is now when nothing was loaded', () => {
    expect(historyEnd(new Date('2026-10-22T00:00:00Z'), [], now)).toBe(now);
  });
});
