import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  mentionFilterResponseSchema,
  mentionListSchema,
  REVIEW_OPTIONS,
  type MentionFilterResponse,
} from '@argus/contract';
import {
  defaultMentionCriteria,
  filterMentions,
  mentionCriteriaToSearchParams,
  prepareMentions,
  type MentionCriteria,
} from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import {
  createReviews,
  createSignedInUser,
  grantCustomer,
  readAllPages,
  readReviewsAsBrowser,
  runIdScope,
  scopeReviews,
  type SignedInUser,
} from '../filters/filter-twin.factories';
import { buildMention, createMentions } from './mentions.factories';

// Issue 6: the server's SQL mention filter answers what the web app's pipeline answers over the same folder. Random
// folders (texts in mixed case with letters whose lower case JavaScript and a plain SQL lower() disagree on, and
// characters that are wildcards to LIKE; another customer's mentions; the user's and another user's reviews) and
// random criteria go through the endpoint, page by page, and through filterMentions(prepareMentions(…)) over the
// folder as the web app loads it.

const RUNS = 25;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 4, 1);
const DAYS = 40;

const WORDS = [
  'Merger',
  'MERGER',
  'bank run',
  'BANK',
  'Straße',
  'STRASSE',
  'ÜNÏCODE',
  'ünïcode',
  'İstanbul',
  'ΣΑΣ',
  'ὈΔΥΣΣΕΎΣ',
  '中文',
  '100%',
  'a_b',
  'C:\\temp',
  'ǅemal',
  'x',
];
const KEYWORDS = [
  '\\',
  ':\\t',
  'merger',
  'BANK',
  'strasse',
  'straße',
  'Ü',
  'ünï',
  ' x ',
  '',
  'k r',
  '%',
  '_',
  'i̇',
  'σας',
  'ς',
  'İSTANBUL',
  'ǆ',
  'nope',
];

const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

const publishDate = fc
  .tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.constantFrom(0, 1, 43_200_000, DAY_MS - 1))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time));

const dayAt = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
const day = fc.integer({ min: -2, max: DAYS + 1 }).map(dayAt);

const mentionRow = fc.record({
  uuid: fc.uuid({ version: 4 }),
  publishDate,
  mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 1, max: 5 }),
  language: fc.constantFrom(...LANGUAGES),
  title: text,
  sentence: text,
  translatedSentence: fc.option(text),
  authors: fc.option(text),
  elsewhere: fc.constantFrom(false, false, false, false, false, true),
});

const folder = fc.uniqueArray(mentionRow, { selector: (row) => row.uuid, maxLength: 60, size: 'max' }).chain((rows) => {
  const ids = rows.map((row) => row.uuid);
  const reviewedId =
    ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
  const reviews = fc.record({
    bookmarked: fc.uniqueArray(reviewedId, { maxLength: 20 }),
    feedback: fc.uniqueArray(fc.tuple(reviewedId, fc.constantFrom(1 as const, -1 as const)), {
      selector: ([id]) => id,
      maxLength: 20,
    }),
  });
  return fc.record({ rows: fc.constant(rows), own: reviews, someoneElses: reviews });
});

const selection = <Value extends string>(values: readonly Value[]): fc.Arbitrary<Value[]> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant<Value[]>([]) },
    { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 4 }) },
  );
/**
 * Mostly a range over much of the folder (so that the other steps have something to filter), else any two days,
 * ordered or reversed (a reversed range shows nothing), from two days before the folder to two days after it.
 */
const dayRange = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.integer({ min: -2, max: DAYS / 2 }), fc.integer({ min: DAYS / 2, max: DAYS + 1 }))
      .map(([first, last]) => [dayAt(first), dayAt(last)]),
  },
  { weight: 1, arbitrary: fc.tuple(day, day) },
);
const criteria: fc.Arbitrary<MentionCriteria> = fc
  .record({
    dayRange,
    mediaSegments: selection(MEDIA_SEGMENTS),
    reliability: fc.oneof(
      { weight: 2, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
    ),
    languages: selection(LANGUAGES),
    keywords: fc.oneof(
      { weight: 1, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { minLength: 1, maxLength: 3 }) },
    ),
    reviews: selection(REVIEW_OPTIONS),
    hideDisliked: fc.boolean(),
  })
  .map(({ dayRange: [dateBegin, dateEnd], ...rest }) => ({ dateBegin: dateBegin!, dateEnd: dateEnd!, ...rest }));

describe.each(testDatabaseKinds())('the mention filter twin on %s', (kind) => {
  let testApp: TestApp;
  let user: SignedInUser;
  let otherUser: SignedInUser;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    // Signed in once: logins are rate-limited. Each run grants them the run's new customer.
    user = await createSignedInUser(testApp, []);
    otherUser = await createSignedInUser(testApp, []);
  });
  afterAll(() => testApp.close());

  it('answers the ids, order and count of the web app pipeline over the same folder', async () => {
    let checkedFilters = 0;
    let filtersShowingSome = 0;
    await fc.assert(
      fc.asyncProperty(
        folder,
        fc.array(fc.tuple(criteria, fc.integer({ min: 1, max: 70 })), { minLength: 1, maxLength: 3 }),
        async ({ rows, own, someoneElses }, filters) => {
          const customer = await createCustomer(testApp.db, { discovery: true });
          const elsewhere = await createCustomer(testApp.db, { discovery: true });
          await grantCustomer(testApp, customer.name, [user.id, otherUser.id]);
          // Shrinking repeats ids across runs: each run gets its own, ordered as the generated ones.
          const scope = runIdScope();
          await createMentions(
            testApp.db,
            rows.map(({ elsewhere: isElsewhere, uuid, ...row }) =>
              buildMention(isElsewhere ? elsewhere.name : customer.name, { ...row, uuid: scope(uuid) }),
            ),
          );
          const reviewed = { customerName: customer.name, itemKind: 'mention' as const };
          await createReviews(testApp, { ...reviewed, userId: user.id, ...scopeReviews(scope, own) });
          await createReviews(testApp, { ...reviewed, userId: otherUser.id, ...scopeReviews(scope, someoneElses) });

          // The folder and the reviews as the web app loads them: the streamed history, the bookmarks, the feedback.
          const loaded = await testApp.app.inject({
            method: 'GET',
            url: `/api/discoveryCustomer/${user.username}/${customer.name}/2025-01-01/2026-01-01`,
            headers: user.headers,
          });
          expect(loaded.statusCode, loaded.body).toBe(200);
          const prepared = prepareMentions(mentionListSchema.parse(loaded.json()));
          const reviews = await readReviewsAsBrowser(testApp, user, 'mention');

          for (const [filterCriteria, limit] of filters) {
            const expected = filterMentions(prepared, filterCriteria, reviews).mentions.map((mention) => mention.uuid);
            checkedFilters += 1;
            if (expected.length > 0) filtersShowingSome += 1;
            const query = mentionCriteriaToSearchParams(filterCriteria, defaultMentionCriteria());
            query.set('limit', String(limit));
            const { pages, items } = await readAllPages(
              async (cursor) => {
                const pageQuery = new URLSearchParams(query);
                if (cursor) pageQuery.set('cursor', cursor);
                const response = await testApp.app.inject({
                  method: 'GET',
                  url: `/api/discovery/filter/${customer.name}?${pageQuery}`,
                  headers: user.headers,
                });
                expect(response.statusCode, response.body).toBe(200);
                return mentionFilterResponseSchema.parse(response.json());
              },
              (page: MentionFilterResponse) => page.mentions.map((mention) => mention.uuid),
            );
            expect(items).toEqual(expected);
            for (const page of pages) {
              expect(page.total).toBe(expected.length);
              expect(page.mentions.length).toBeLessThanOrEqual(limit);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
    // A property that only ever compares empty answers would prove nothing.
    expect(filtersShowingSome / checkedFilters).toBeGreaterThan(0.3);
  });
});
