import { describe, expect, it } from 'vitest';
import { findKeywordMatches, normalizeKeywords } from './keywords';

describe('normalizeKeywords', () => {
  it('trims, lower-cases and drops blanks and repeats', () => {
    expect(normalizeKeywords([' Merger ', 'merger', '', '  ', 'BANK\u0000'])).toEqual(['merger', 'bank']);
  });
});

describe('findKeywordMatches', () => {
  it('finds every occurrence, ignoring case, in text order', () => {
    expect(findKeywordMatches('Merger talks: the MERGER failed', ['merger'])).toEqual([
      { start: 0, end: 6 },
      { start: 18, end: 24 },
    ]);
  });

  it('prefers the longer keyword where two start at one place and never overlaps', () => {
    expect(findKeywordMatches('bank run', ['bank', 'bank run', 'run'])).toEqual([{ start: 0, end: 8 }]);
    expect(findKeywordMatches('aaa', ['aa'])).toEqual([{ start: 0, end: 2 }]);
  });

  it('answers nothing without keywords or when lower-casing changes the length', () => {
    expect(findKeywordMatches('text', [])).toEqual([]);
    expect(findKeywordMatches('İstanbul', ['stanbul'])).toEqual([]);
  });
});
