import { describe, expect, it } from 'vitest';
import { toStartCase } from './start-case';

describe('toStartCase', () => {
  it('capitalises each word and keeps the rest as written', () => {
    expect(toStartCase('acme holding')).toBe('Acme Holding');
    expect(toStartCase('BASF SE')).toBe('BASF SE');
    expect(toStartCase('McKinsey & company')).toBe('McKinsey & Company');
  });

  it('collapses runs of white space and trims', () => {
    expect(toStartCase('  über   energie ag ')).toBe('Über Energie Ag');
    expect(toStartCase('')).toBe('');
  });
});
