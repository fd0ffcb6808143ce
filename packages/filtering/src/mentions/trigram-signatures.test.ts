import fc from 'fast-check';
import { expect, it } from 'vitest';
import { buildSignatures, mayContain, probeOf } from './trigram-signatures';

it('never rules out a text that contains the keyword', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 60 }), fc.nat(), fc.nat(), (text, from, length) => {
      const start = text.length === 0 ? 0 : from % text.length;
      const keyword = text.slice(start, start + (length % 12));
      expect(mayContain(buildSignatures([text]), 0, probeOf(keyword))).toBe(true);
    }),
    { numRuns: 1000 },
  );
});

it('rules out most texts that lack the keyword, and none for keywords under three characters', () => {
  const texts = Array.from({ length: 200 }, (_, index) => `mention number ${index} about ordinary business`);
  const signatures = buildSignatures(texts);
  const candidates = texts.filter((_, row) => mayContain(signatures, row, probeOf('insolvency'))).length;
  expect(candidates).toBeLessThan(20);
  expect(probeOf('ab').words).toHaveLength(0);
  expect(texts.every((_, row) => mayContain(signatures, row, probeOf('zz')))).toBe(true);
});
