import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  RESULT_LABELS,
  REVIEW_OPTIONS,
  signalFilterResponseSchema,
  signalOverviewSchema,
  signalsByDateResponseSchema,
} from '@argus/contract';
import {
  addDays,
  defaultSignalCriteria,
  filterSignals,
  prepareSignals,
  signalCriteriaToSearchParams,
  summariseSignals,
  toStartCase,
  type SignalCriteria,
} from '@argus/filtering';
import { testDatabaseKinds } from '../../../test/test-database';
import { signals } from '../../db/schema';
import {
  dayRange,
  filtersWithLimits,
  folderWithReviews,
  publishDate,
  reliability,
  selection,
} from '../filters/filter-twin.arbitraries';
import {
  createRunReviews,
  readFilterPages,
  readReviewsAsBrowser,
  setUpPropertyTest,
  startPropertyRun,
} from '../filters/filter-twin.factories';
import { createCategory, createEventType } from './signals.factories';

// ADR 0031: the server's SQL filter answers what the web app's pipeline answers over the same folder. Random folders
// (companies written in mixed case, with odd white space and non-ASCII letters; ties on one instant; hidden and
// deleted signals; another customer's signals; the user's and another user's reviews) and random criteria go through
// the endpoint, page by page, and through filterSignals(prepareSignals(…)) over the folder as the web app loads it.
// ADR 0095: the Overview's figures of the same criteria, by day and (over a range of 120 days) by week, from the
// overview endpoint and from summariseSignals over the same folder.

const RUNS = 25;

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

const folder = folderWithReviews(signalRow, (row) => row.id);

const criteria: fc.Arbitrary<SignalCriteria> = fc
  .record({
    dayRange,
    // Start-cased names as the web app offers them, a raw name it never holds, and one the folder lacks.
    companyNames: selection([...new Set(COMPANY_NAMES.map(toStartCase)), 'acme holding', 'Unknown Company'], 4),
    mediaSegments: selection(MEDIA_SEGMENTS, 4),
    reliability,
    languages: selection(LANGUAGES, 4),
    results: selection(RESULT_LABELS, 4),
    reviews: selection(REVIEW_OPTIONS, 4),
    eventTypes: selection([...EVENT_TYPES, 'Unknown Type'], 4),
    hideDisliked: fc.boolean(),
  })
  .map(({ dayRange, ...rest }) => ({ ...dayRange, ...rest }));

describe.each(testDatabaseKinds())('the signal filter twin on %s', (kind) => {
  const twin = setUpPropertyTest(kind);
  beforeAll(async () => {
    // Two categories (one sorting before 'Uncategorised' and one after it) and event types without one.
    const categories = [
      await createCategory(twin.testApp.db, { name: 'Deals' }),
      await createCategory(twin.testApp.db, { name: 'Workforce' }),
    ];
    for (const [index, name] of EVENT_TYPES.entries()) {
      await createEventType(twin.testApp.db, { name, category: index % 3 === 2 ? null : categories[index % 3]!.name });
    }
  });

  it('answers the ids, order, count and top lists of the web app pipeline over the same folder', async () => {
    const { testApp, user, otherUser } = twin;
    let checkedFilters = 0;
    let filtersShowingSome = 0;
    await fc.assert(
      fc.asyncProperty(folder, filtersWithLimits(criteria), async ({ rows, own, someoneElses }, filters) => {
        const run = await startPropertyRun(testApp, [user, otherUser]);
        if (rows.length > 0) {
          await testApp.db.insert(signals).values(
            rows.map(({ visibility, ...row }) => ({
              ...row,
              id: run.scope(row.id),
              customerName: (visibility === 'elsewhere' ? run.elsewhere : run.folder).name,
              hidden: visibility === 'hidden',
              deleted: visibility === 'deleted',
            })),
          );
        }
        await createRunReviews(testApp, run, 'signal', [
          [user, own],
          [otherUser, someoneElses],
        ]);

        // The folder and the reviews as the web app loads them: through the API, names in start case.
        const loaded = await testApp.app.inject({
          method: 'GET',
          url: `/api/events/${run.folder.name}/2025-01-01/2025-12-31?limit=2000`,
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
          const { pages, items } = await readFilterPages(
            testApp,
            user,
            `/api/events/filter/${run.folder.name}`,
            query,
            (body) => signalFilterResponseSchema.parse(body),
            (page) => page.events.map((event) => event.id),
          );
          expect(items).toEqual(expected.signals.map((signal) => signal.id));
          for (const page of pages) {
            expect(page.total).toBe(expected.signals.length);
            expect(page.topEventTypes).toEqual(expected.topEventTypes);
            expect(page.topCompanies).toEqual(expected.topCompanies);
            expect(page.events.length).toBeLessThanOrEqual(limit);
          }
          const byWeek = { ...filterCriteria, dateBegin: addDays(filterCriteria.dateEnd, -119) };
          for (const overviewCriteria of [filterCriteria, byWeek]) {
            const answer = await testApp.app.inject({
              method: 'GET',
              url: `/api/events/overview/${run.folder.name}?${signalCriteriaToSearchParams(overviewCriteria, defaultSignalCriteria())}`,
              headers: user.headers,
            });
            expect(answer.statusCode, answer.body).toBe(200);
            expect(signalOverviewSchema.parse(answer.json())).toEqual(
              summariseSignals(prepared, overviewCriteria, reviews),
            );
          }
        }
      }),
      { numRuns: RUNS },
    );
    // A property that only ever compares empty answers would prove nothing.
    // About half show some (0.35-0.62 over a dozen runs, once 0.22 in CI): 0.15 still catches a generator gone empty.
    expect(filtersShowingSome / checkedFilters).toBeGreaterThan(0.15);
  });
});
