import { describe, expect, it } from 'vitest';
import { partsOfRanges } from './text-parts';

describe('partsOfRanges', () => {
  it('splits the text at the ranges, marking them, with the plain text between and around', () => {
    expect(
      partsOfRanges('a strike and a walkout', [
        { start: 2, end: 8 },
        { start: 15, end: 22 },
      ]),
    ).toEqual([
      { text: 'a ', highlighted: false },
      { text: 'strike', highlighted: true },
      { text: ' and a ', highlighted: false },
      { text: 'walkout', highlighted: true },
    ]);
  });

  it('leaves out a range that overlaps the one before it, and gives the whole text without ranges', () => {
    expect(
      partsOfRanges('Acme Corp', [
        { start: 0, end: 9 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([{ text: 'Acme Corp', highlighted: true }]);
    expect(partsOfRanges('plain', [])).toEqual([{ text: 'plain', highlighted: false }]);
  });
});
