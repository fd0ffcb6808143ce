import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes every safe integer as toLocaleString("en") does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -1_000_000, max: 1_000_000 })), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString('en'));
      }),
    );
    for (const count of [0, 7, 999, 1000, 12_418, 1_000_000, -1000]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    }
  });

  it('writes a negative zero as 0 (toLocaleString writes "-0"; no count is one)', () => {
    expect(formatCount(-0)).toBe('0');
  });

  it('leaves fractions to the locale', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
