import { describe, expect, it } from 'vitest';
import { toStartCase } from './start-case';

describe('toStartCase', () => {
  it('upper-cases the first letter of each word and keeps the rest as written', () => {
    expect(toStartCase('acme holding')).toBe('Acme Holding');
    expect(toStartCase('BASF SE')).toBe('BASF SE');
    expect(toStartCase('McKinsey & company')).toBe('McKinsey & Company');
  });

  it('trims and makes every run of white space one space, non-breaking and ideographic spaces included', () => {
    expect(toStartCase('  über \t energie\u00a0ag\u3000 ')).toBe('Über Energie Ag');
    expect(toStartCase('')).toBe('');
    expect(toStartCase(' \n ')).toBe('');
  });

  it('upper-cases the same way in every locale, with full case mappings', () => {
    expect(toStartCase('istanbul ıslak')).toBe('Istanbul Islak');
    expect(toStartCase('ßeta ǆungla')).toBe('SSeta Ǆungla');
  });

  it('leaves a word that starts outside the Basic Multilingual Plane as written (its first code unit is half a pair)', () => {
    expect(toStartCase('𐐨ord')).toBe('𐐨ord');
  });
});
