import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANDS, STORY_OVERLAP, overlapOf, signContent, type StoryText } from './content-signature';

const text = (title: string, sentence = '', translatedSentence: string | null = null): StoryText => ({
  title,
  sentence,
  translatedSentence,
});
const sign = (title: string, sentence = '', translatedSentence: string | null = null) =>
  signContent(text(title, sentence, translatedSentence))!;
const sharesBand = (a: Int32Array, b: Int32Array) => a.some((key) => b.includes(key));

const NEWS =
  'Acme Holdings shares rose sharply on Tuesday after the company reported quarterly revenue well above analyst ' +
  'expectations and raised its forecast for the full year citing strong demand for its industrial sensors in ' +
  'Europe Asia and North America this spring';
const newsWords = NEWS.split(' ');

describe('signContent', () => {
  it('has no signature for a text without words', () => {
    expect(signContent(text(''))).toBeNull();
    expect(signContent(text(' — … !!', '?', null))).toBeNull();
    expect(signContent(text('', '', ' -- '))).toBeNull();
  });

  it('makes sorted, distinct 32-bit shingles and BANDS band keys', () => {
    expect(newsWords).toHaveLength(40);
    const { shingles, bands } = sign(NEWS);
    expect(shingles).toBeInstanceOf(Uint32Array);
    expect(shingles).toHaveLength(38);
    for (let index = 1; index < shingles.length; index++) expect(shingles[index]).toBeGreaterThan(shingles[index - 1]!);
    expect(bands).toBeInstanceOf(Int32Array);
    expect(bands).toHaveLength(BANDS);
    expect(sign('the the the the the').shingles).toHaveLength(1);
  });

  it('makes one shingle of a title or sentence of one or two words', () => {
    expect(sign('Acme').shingles).toHaveLength(1);
    expect(sign('Acme rises').shingles).toHaveLength(1);
    expect(sign('Acme', 'rises').shingles).toHaveLength(2);
    expect(overlapOf(sign('Acme rises').shingles, sign('rises Acme').shingles)).toBe(0);
  });

  it('ignores case, punctuation and spacing', () => {
    expect(sign('ACME, Inc. RAISES its forecast!')).toEqual(sign('acme inc raises   its forecast'));
  });

  it('makes no shingle across the title and the sentence, so a byline in front of the sentence costs little', () => {
    const title = 'Acme raises its forecast';
    const sentence = 'Acme Holdings raised its forecast for the full year after strong demand for sensors in Europe.';
    expect(sign(title, sentence).shingles).toHaveLength(2 + 14);
    const withByline = sign(title, `(Reuters) - ${sentence}`);
    expect(overlapOf(sign(title, sentence).shingles, withByline.shingles)).toBeCloseTo(16 / 17);
  });

  it('reads the translation instead of the sentence where there is one', () => {
    const english = sign('Acme', 'raises its forecast for the year');
    expect(sign('Acme', 'hebt seine Prognose für das Jahr an', 'raises its forecast for the year')).toEqual(english);
    expect(sign('Acme', 'hebt seine Prognose für das Jahr an')).not.toEqual(english);
  });

  it('splits words as /[\\p{L}\\p{N}]+/u does on the lower-cased text, beyond ASCII too', () => {
    expect(sign('Über Straße 42 — naïve café')).toEqual(sign('über straße 42 naïve café'));
    expect(sign('Газпром повысил прогноз', '東京 株式 市場')).toEqual(
      sign('газпром повысил прогноз', '東京 株式 市場'),
    );
    // A letter beyond the BMP (mathematical bold A) is a word; an unpaired surrogate is not.
    expect(sign('𝐀cme rises \ud800 fast')).toEqual(sign('𝐀cme rises fast'));
    const unit = fc.constantFrom('a', 'Z', 'é', 'ß', 'И', '東', '٣', '𝐀', '😀', ' ', '-', '.', '\u0301', '\ud800');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 60 }), (units) => {
        const raw = units.join('');
        const words = raw.toLowerCase().match(/[\p{L}\p{N}]+/gu);
        if (!words) expect(signContent(text('', raw))).toBeNull();
        else expect(signContent(text('', raw))).toEqual(sign('', words.join(' ')));
      }),
    );
  });

  // One changed word takes up to three of the 38 shingles of a 40-word text: 35 of 41, just over 0.85. A text of fewer
  // than 39 words drops below the story overlap with one word changed in its middle.
  it('keeps a copy with one word changed in a 40-word text above the story overlap, sharing a band key', () => {
    const original = sign(NEWS);
    for (const at of [0, 7, 20, 39]) {
      const copy = sign(newsWords.map((word, index) => (index === at ? 'substantially' : word)).join(' '));
      expect(overlapOf(original.shingles, copy.shingles)).toBeGreaterThanOrEqual(STORY_OVERLAP);
      expect(sharesBand(original.bands, copy.bands)).toBe(true);
    }
  });

  it('finds little overlap between two items on the same company', () => {
    const other = sign(
      'Acme Holdings shares fell on Friday after the company said its chief executive would step down at the end of ' +
        'the year and the board had begun a search for a successor',
    );
    expect(overlapOf(sign(NEWS).shingles, other.shingles)).toBeLessThan(0.1);
  });
});

describe('overlapOf', () => {
  const set = fc
    .uniqueArray(fc.integer({ min: 0, max: 0xffffffff }), { maxLength: 50 })
    .map((values) => Uint32Array.from(values).sort());

  it('is the Jaccard similarity of the two sets', () => {
    expect(overlapOf(Uint32Array.of(1, 2, 3), Uint32Array.of(2, 3, 4))).toBe(0.5);
    expect(overlapOf(Uint32Array.of(1, 2), Uint32Array.of(3, 0xffffffff))).toBe(0);
    expect(overlapOf(Uint32Array.of(1, 0xffffffff), Uint32Array.of(0xffffffff))).toBe(0.5);
    fc.assert(
      fc.property(set, set, (a, b) => {
        const union = new Set([...a, ...b]).size;
        const common = a.filter((value) => b.includes(value)).length;
        expect(overlapOf(a, b)).toBeCloseTo(union === 0 ? 1 : common / union, 12);
      }),
    );
  });

  it('is symmetric, and 1 for equal sets', () => {
    fc.assert(
      fc.property(set, set, (a, b) => {
        expect(overlapOf(a, b)).toBe(overlapOf(b, a));
        expect(overlapOf(a, Uint32Array.from(a))).toBe(1);
      }),
    );
    expect(overlapOf(new Uint32Array(0), new Uint32Array(0))).toBe(1);
  });
});
