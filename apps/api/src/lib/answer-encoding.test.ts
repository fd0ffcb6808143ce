import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressAnswer,
  entityTagOf,
  recompressAtBest,
  matchesIfNoneMatch,
  negotiateAnswerEncoding,
} from './answer-encoding';

describe('negotiateAnswerEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateAnswerEncoding(header)).toBe(expected);
  });
});

describe('compressAnswer', () => {
  const plain = Buffer.from(
    JSON.stringify({
      events: Array.from({ length: 200 }, (_, id) => ({ id, text: `Ünïcode ✓ ${(id * 7919) % 1000}`, day: id % 31 })),
    }),
  );

  it.each(['quick', 'best'] as const)(
    'compresses (%s) to bytes that decode to exactly the plain answer',
    async (how) => {
      const brotli = await compressAnswer(plain, 'br', how);
      const gzip = await compressAnswer(plain, 'gzip', how);
      expect(brotliDecompressSync(brotli).equals(plain)).toBe(true);
      expect(gunzipSync(gzip).equals(plain)).toBe(true);
      expect(brotli.byteLength).toBeLessThan(plain.byteLength / 4);
      expect(gzip.byteLength).toBeLessThan(plain.byteLength / 4);
    },
  );

  it('makes smaller bytes at the best settings than at the quick ones, also from the quick coding', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const quick = await compressAnswer(plain, encoding, 'quick');
      const best = await compressAnswer(plain, encoding, 'best');
      expect(best.byteLength).toBeLessThan(quick.byteLength);
      expect((await recompressAtBest(quick, encoding)).equals(best)).toBe(true);
    }
  });
});

describe('entity tags', () => {
  it('are weak tags of the plain bytes: equal for equal bytes, different for different ones', () => {
    const tag = entityTagOf(Buffer.from('{"a":1}'));
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(entityTagOf(Buffer.from('{"a":1}'))).toBe(tag);
    expect(entityTagOf(Buffer.from('{"a":2}'))).not.toBe(tag);
  });

  it('match If-None-Match by the weak comparison, in lists and for *', () => {
    const tag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', tag)).toBe(false);
    expect(matchesIfNoneMatch('W/"x",W/"y"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
    expect(matchesIfNoneMatch('', tag)).toBe(false);
  });
});
