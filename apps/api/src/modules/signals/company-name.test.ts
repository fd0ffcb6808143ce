import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStartCase } from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { signals } from '../../db/schema';
import { createEventType } from './signals.factories';

// The generated column company_name (migrations 0006-0007, ADR 0031) must be the name the web app shows: toStartCase
// of the stored name, character for character, or the server's company filter and top companies would differ from
// the browser's. Names are drawn from characters where the two could part: every kind of white space JavaScript
// trims and splits on (and U+0085 and U+180E, which it does not), letters whose upper case is two letters or depends
// on the locale, title-case digraphs, letters beyond U+FFFF, combining marks. Characters new in the latest Unicode
// versions are left out: their case mapping depends on the ICU version of each side (ADR 0031).

const CHARACTERS = [
  ...'aZ9-&.',
  ...[' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u2028', '\u2029', '\u202f'],
  ...['\u205f', '\u3000', '\ufeff', '\u0085', '\u180e', '\u200b'],
  ...'ßŉǰΐﬀﬃıİiσΣςǅǆǈäÄéÉøðþ',
  ...['ა', 'ꭰ', 'ǳ', 'ῼ', '\u0301', '中', '😀', '𐐨', '𝔞', 'ǉ'],
];

const name = fc
  .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 12 })
  .map((characters) => characters.join(''));

// Migration 0020's fast path takes names whose words are apart by single spaces with nothing to trim, as nearly all
// are: words drawn from the same characters without white space, so that path meets every kind of first letter.
const WORD_CHARACTERS = CHARACTERS.filter((character) => character.trim() === character);
const spacedName = fc
  .array(
    fc.array(fc.constantFrom(...WORD_CHARACTERS), { minLength: 1, maxLength: 6 }).map((word) => word.join('')),
    { minLength: 1, maxLength: 4 },
  )
  .map((words) => words.join(' '));

describe.each(testDatabaseKinds())('the stored company name on %s', (kind) => {
  let testApp: TestApp;
  let customerName: string;
  let eventType: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    customerName = (await createCustomer(testApp.db)).name;
    eventType = (await createEventType(testApp.db)).name;
  });
  afterAll(() => testApp.close());

  const holdsForEveryName = (names: fc.Arbitrary<string>) =>
    fc.assert(
      fc.asyncProperty(fc.array(names, { minLength: 1, maxLength: 50 }), async (drawn) => {
        const rows = await testApp.db
          .insert(signals)
          .values(
            drawn.map((targetEntityName) => ({
              customerName,
              eventType,
              targetEntityName,
              publishDate: new Date('2025-06-01T00:00:00.000Z'),
              mediaSegment: 'news' as const,
              reliability: 3,
              language: 'en' as const,
            })),
          )
          .returning({ id: signals.id, targetEntityName: signals.targetEntityName, companyName: signals.companyName });
        for (const row of rows) expect(row.companyName).toBe(toStartCase(row.targetEntityName));
        await testApp.db.delete(signals).where(
          inArray(
            signals.id,
            rows.map((row) => row.id),
          ),
        );
      }),
      { numRuns: 30 },
    );

  it('is the target entity name in start case, as the web app writes it', () => holdsForEveryName(name));

  it('is the same through the fast path for names spaced by single spaces', () => holdsForEveryName(spacedName));

  it('follows a change of the name', async () => {
    const [row] = await testApp.db
      .insert(signals)
      .values({
        customerName,
        eventType,
        targetEntityName: 'acme  holding',
        publishDate: new Date('2025-06-01T00:00:00.000Z'),
        mediaSegment: 'news' as const,
        reliability: 3,
        language: 'en' as const,
      })
      .returning();
    expect(row!.companyName).toBe('Acme Holding');
    const [changed] = await testApp.db
      .update(signals)
      .set({ targetEntityName: 'über energie' })
      .where(eq(signals.id, row!.id))
      .returning({ companyName: signals.companyName });
    expect(changed!.companyName).toBe('Über Energie');
  });
});
