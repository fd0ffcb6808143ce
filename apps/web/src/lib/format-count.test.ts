import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes every safe integer as toLocaleString("en") does', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger().chain((n) => fc.constantFrom(n, -n, n % 1_000_000)),
        (count) => {
          expect(formatCount(count)).toBe(count.toLocaleString('en'));
        },
      ),
    );
    for (const count of [0, 7, 999, 1000, 12_418, 1_000_000, -1000]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    }
  });

  it('leaves fractions to the locale', () => {
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
