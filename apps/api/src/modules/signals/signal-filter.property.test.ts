import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  RESULT_LABELS,
  REVIEW_OPTIONS,
  signalFilterResponseSchema,
  signalsByDateResponseSchema,
  type SignalFilterResponse,
} from '@argus/contract';
import {
  defaultSignalCriteria,
  filterSignals,
  prepareSignals,
  signalCriteriaToSearchParams,
  toStartCase,
  type SignalCriteria,
} from '@argus/filtering';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCustomer } from '../../../test/factories';
import { testDatabaseKinds } from '../../../test/test-database';
import { signals } from '../../db/schema';
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
import { createEventType } from './signals.factories';

// Issue 5: the server's SQL filter answers what the web app's pipeline answers over the same folder. Random folders
// (companies written in mixed case, with odd white space and non-ASCII letters; ties on one instant; hidden and
// deleted signals; another customer's signals; the user's and another user's reviews) and random criteria go through
// the endpoint, page by page, and through filterSignals(prepareSignals(…)) over the folder as the web app loads it.

const RUNS = 25;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 4, 1);
const DAYS = 40;

/** Raw names as sources write them: the web app shows each in start case, and several share one. */
const COMPANY_NAMES = [
  'acme holding',
  'Acme  Holding',
  ' ACME holding\t',
  'über energie ag',
  'Über\u00a0Energie AG',
  'ßeta gmbh',
  'istanbul ıslak',
  'İzmir a.ş.',
  'ǆungla',
  'σας group',
  'élan',
  'Élan',
  '中文公司',
  '𐐨ord inc',
  'zeta\u3000corp',
  'x',
];
/** Letters and spaces whose case and white-space handling could differ between JavaScript and PostgreSQL. */
const NAME_CHARACTERS = [
  'a',
  'B',
  ' ',
  '\t',
  '\u00a0',
  '\u2003',
  '\u3000',
  'ß',
  'ı',
  'İ',
  'Σ',
  'ǆ',
  'ü',
  'Ü',
  '中',
  '😀',
  '𐐨',
  'ŉ',
];
const EVENT_TYPES = [
  'Merger',
  'merger',
  'Übernahme',
  'Layoffs',
  'Zeta',
  'ǅ type',
  'α event',
  'Event 10',
  'Event 2',
  'Insolvency',
  'Lawsuit',
  'Recall',
  'Strike',
];

const rawCompanyName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...COMPANY_NAMES) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom(...NAME_CHARACTERS), { minLength: 1, maxLength: 6 }).map((c) => c.join('')),
  },
);

// A few instants per day, so that several signals share one and their order falls to the id.
const publishDate = fc
  .tuple(fc.integer({ min: 0, max: DAYS - 1 }), fc.constantFrom(0, 1, 43_200_000, DAY_MS - 1))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time));

const dayAt = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
const day = fc.integer({ min: -2, max: DAYS + 1 }).map(dayAt);

const signalRow = fc.record({
  id: fc.uuid({ version: 4 }),
  publishDate,
  targetEntityName: rawCompanyName,
  mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 1, max: 5 }),
  language: fc.constantFrom(...LANGUAGES),
  result: fc.option(fc.constantFrom(...RESULT_LABELS)),
  eventType: fc.constantFrom(...EVENT_TYPES),
  visibility: fc.constantFrom('visible', 'visible', 'visible', 'visible', 'hidden', 'deleted', 'elsewhere'),
});

const folder = fc.uniqueArray(signalRow, { selector: (row) => row.id, maxLength: 60, size: 'max' }).chain((rows) => {
  const ids = rows.map((row) => row.id);
  // Reviews of the folder's ids and of ids it does not hold; another user's reviews must change nothing.
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

/** Usually no selection (so that the other steps have something left to filter); else a few values. */
const selection = <Value extends string>(values: readonly Value[]): fc.Arbitrary<Value[]> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant<Value[]>([]) },
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
const criteria: fc.Arbitrary<SignalCriteria> = fc
  .record({
    dayRange,
    // Start-cased names as the web app offers them, a raw name it never holds, and one the folder lacks.
    companyNames: selection([...new Set(COMPANY_NAMES.map(toStartCase)), 'acme holding', 'Unknown Company']),
    mediaSegments: selection(MEDIA_SEGMENTS),
    reliability: fc.oneof(
      { weight: 2, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
    ),
    languages: selection(LANGUAGES),
    results: selection(RESULT_LABELS),
    reviews: selection(REVIEW_OPTIONS),
    eventTypes: selection([...EVENT_TYPES, 'Unknown Type']),
    hideDisliked: fc.boolean(),
  })
  .map(({ dayRange: [dateBegin, dateEnd], ...rest }) => ({ dateBegin: dateBegin!, dateEnd: dateEnd!, ...rest }));

describe.each(testDatabaseKinds())('the signal filter twin on %s', (kind) => {
  let testApp: TestApp;
  let user: SignedInUser;
  let otherUser: SignedInUser;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    for (const name of EVENT_TYPES) await createEventType(testApp.db, { name });
    // Signed in once: logins are rate-limited. Each run grants them the run's new customer.
    user = await createSignedInUser(testApp, []);
    otherUser = await createSignedInUser(testApp, []);
  });
  afterAll(() => testApp.close());

  it('answers the ids, order, count and top lists of the web app pipeline over the same folder', async () => {
    let checkedFilters = 0;
    let filtersShowingSome = 0;
    await fc.assert(
      fc.asyncProperty(
        folder,
        fc.array(fc.tuple(criteria, fc.integer({ min: 1, max: 70 })), { minLength: 1, maxLength: 3 }),
        async ({ rows, own, someoneElses }, filters) => {
          const customer = await createCustomer(testApp.db);
          const elsewhere = await createCustomer(testApp.db);
          await grantCustomer(testApp, customer.name, [user.id, otherUser.id]);
          // Shrinking repeats ids across runs: each run gets its own, ordered as the generated ones.
          const scope = runIdScope();
          if (rows.length > 0) {
            await testApp.db.insert(signals).values(
              rows.map(({ visibility, ...row }) => ({
                ...row,
                id: scope(row.id),
                customerName: visibility === 'elsewhere' ? elsewhere.name : customer.name,
                hidden: visibility === 'hidden',
                deleted: visibility === 'deleted',
              })),
            );
          }
          const reviewed = { customerName: customer.name, itemKind: 'signal' as const };
          await createReviews(testApp, { ...reviewed, userId: user.id, ...scopeReviews(scope, own) });
          await createReviews(testApp, { ...reviewed, userId: otherUser.id, ...scopeReviews(scope, someoneElses) });

          // The folder and the reviews as the web app loads them: through the API, names in start case.
          const loaded = await testApp.app.inject({
            method: 'GET',
            url: `/api/events/${customer.name}/2025-01-01/2025-12-31?limit=2000`,
            headers: user.headers,
          });
          expect(loaded.statusCode, loaded.body).toBe(200);
          const folderSignals = signalsByDateResponseSchema
            .parse(loaded.json())
            .events.map((signal) => ({ ...signal, targetEntityName: toStartCase(signal.targetEntityName) }));
          const prepared = prepareSignals(folderSignals);
          const reviews = await readReviewsAsBrowser(testApp, user, 'signal');

          for (const [filterCriteria, limit] of filters) {
            const expected = filterSignals(prepared, filterCriteria, reviews);
            checkedFilters += 1;
            if (expected.signals.length > 0) filtersShowingSome += 1;
            const query = signalCriteriaToSearchParams(filterCriteria, defaultSignalCriteria());
            query.set('limit', String(limit));
            const { pages, items } = await readAllPages(
              async (cursor) => {
                const pageQuery = new URLSearchParams(query);
                if (cursor) pageQuery.set('cursor', cursor);
                const response = await testApp.app.inject({
                  method: 'GET',
                  url: `/api/events/filter/${customer.name}?${pageQuery}`,
                  headers: user.headers,
                });
                expect(response.statusCode, response.body).toBe(200);
                return signalFilterResponseSchema.parse(response.json());
              },
              (page: SignalFilterResponse) => page.events.map((event) => event.id),
            );
            expect(items).toEqual(expected.signals.map((signal) => signal.id));
            for (const page of pages) {
              expect(page.total).toBe(expected.signals.length);
              expect(page.topEventTypes).toEqual(expected.topEventTypes);
              expect(page.topCompanies).toEqual(expected.topCompanies);
              expect(page.events.length).toBeLessThanOrEqual(limit);
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
