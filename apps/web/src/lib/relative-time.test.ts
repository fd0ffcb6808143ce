import { describe, expect, it } from 'vitest';
import { formatExactTime, formatRelativeTime } from './relative-time';

const NOW = Date.parse('2026-01-05T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('formatRelativeTime', () => {
  it('says how long ago or how soon, in the largest whole unit', () => {
    expect(formatRelativeTime(at(-20_000), NOW)).toBe('just now');
    expect(formatRelativeTime(at(20_000), NOW)).toBe('in a moment');
    expect(formatRelativeTime(at(-3 * 60_000 - 5_000), NOW)).toBe('3 min ago');
    expect(formatRelativeTime(at(12 * 60_000), NOW)).toBe('in 12 min');
    expect(formatRelativeTime(at(-2 * 3_600_000 - 60_000), NOW)).toBe('2 h ago');
    expect(formatRelativeTime(at(-26 * 3_600_000), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(at(-5 * 86_400_000), NOW)).toBe('5 days ago');
  });

  it('gives the exact moment in UTC', () => {
    expect(formatExactTime('2026-01-05T10:04:12.000Z')).toBe('5 Jan 2026, 10:04:12 UTC');
  });
});
