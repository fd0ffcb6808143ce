import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  mentionFilterResponseSchema,
  mentionListSchema,
  REVIEW_OPTIONS,
} from '@argus/contract';
import {
  defaultMentionCriteria,
  filterMentions,
  mentionCriteriaToSearchParams,
  prepareMentions,
  type MentionCriteria,
} from '@argus/filtering';
import { testDatabaseKinds } from '../../../test/test-database';
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
import { buildMention, createMentions } from './mentions.factories';

// ADR 0031: the server's SQL mention filter answers what the web app's pipeline answers over the same folder. Random
// folders (texts in mixed case with letters whose lower case JavaScript and a plain SQL lower() disagree on, and
// characters that are wildcards to LIKE; another customer's mentions; the user's and another user's reviews) and
// random criteria go through the endpoint, page by page, and through filterMentions(prepareMentions(…)) over the
// folder as the web app loads it.

const RUNS = 25;

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

// Entity names as mentions carry them: letter case and spaces matter (the filter compares exactly, like Set.has),
// and characters an array literal would quote.
const COMPANIES = ['Acme', 'acme', 'BASF SE', 'Müller & Söhne', 'A "quoted", {braced} name', '华为', 'NULL'];

const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

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
  companies: fc.oneof(
    { weight: 2, arbitrary: fc.constant<string[]>([]) },
    { weight: 3, arbitrary: fc.uniqueArray(fc.constantFrom(...COMPANIES), { minLength: 1, maxLength: 3 }) },
  ),
  elsewhere: fc.constantFrom(false, false, false, false, false, true),
  // Copies of one of three stories (ADR 0134), or a mention alone.
  story: fc.constantFrom(null, null, null, 0, 1, 2),
});

const folder = folderWithReviews(mentionRow, (row) => row.uuid);

const criteria: fc.Arbitrary<MentionCriteria> = fc
  .record({
    dayRange,
    companies: selection([...COMPANIES, 'Nobody'], 2),
    mediaSegments: selection(MEDIA_SEGMENTS, 3),
    reliability,
    languages: selection(LANGUAGES, 3),
    keywords: fc.oneof(
      { weight: 1, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...KEYWORDS), { minLength: 1, maxLength: 3 }) },
    ),
    reviews: selection(REVIEW_OPTIONS, 3),
    hideDisliked: fc.boolean(),
  })
  .map(({ dayRange, ...rest }) => ({ ...dayRange, ...rest }));

describe.each(testDatabaseKinds())('the mention filter twin on %s', (kind) => {
  const twin = setUpPropertyTest(kind);

  it('answers the ids, order and count of the web app pipeline over the same folder', async () => {
    const { testApp, user, otherUser } = twin;
    let checkedFilters = 0;
    let filtersShowingSome = 0;
    await fc.assert(
      fc.asyncProperty(folder, filtersWithLimits(criteria), async ({ rows, own, someoneElses }, filters) => {
        const run = await startPropertyRun(testApp, [user, otherUser]);
        // A story's id is its first copy's; its size counts its copies in the folder.
        const storyRows = rows.filter((row) => row.story !== null && !row.elsewhere);
        const storyOf = (story: number | null) => storyRows.filter((row) => row.story === story);
        await createMentions(
          testApp.db,
          rows.map(({ elsewhere, uuid, story, ...row }) => {
            const copies = elsewhere ? [] : storyOf(story);
            const inStory = copies.length > 0;
            return buildMention((elsewhere ? run.elsewhere : run.folder).name, {
              ...row,
              uuid: run.scope(uuid),
              storyId: inStory ? run.scope(copies[0]!.uuid) : null,
              storySize: inStory ? copies.length : 1,
            });
          }),
        );
        await createRunReviews(testApp, run, 'mention', [
          [user, own],
          [otherUser, someoneElses],
        ]);

        // The folder and the reviews as the web app loads them: the streamed history, the bookmarks, the feedback.
        const loaded = await testApp.app.inject({
          method: 'GET',
          url: `/api/discoveryCustomer/${user.username}/${run.folder.name}/2025-01-01/2026-01-01`,
          headers: user.headers,
        });
        expect(loaded.statusCode, loaded.body).toBe(200);
        const prepared = prepareMentions(mentionListSchema.parse(loaded.json()));
        const reviews = await readReviewsAsBrowser(testApp, user, 'mention');

        for (const [filterCriteria, limit] of filters) {
          const answer = filterMentions(prepared, filterCriteria, reviews);
          const expected = Array.from(answer.stories, (position) => answer.mentions[position]!.uuid);
          checkedFilters += 1;
          if (expected.length > 0) filtersShowingSome += 1;
          const query = mentionCriteriaToSearchParams(filterCriteria, defaultMentionCriteria());
          query.set('limit', String(limit));
          const { pages, items } = await readFilterPages(
            testApp,
            user,
            `/api/discovery/filter/${run.folder.name}`,
            query,
            (body) => mentionFilterResponseSchema.parse(body),
            (page) => page.mentions.map((mention) => mention.uuid),
          );
          expect(items).toEqual(expected);
          for (const page of pages) {
            expect(page.total).toBe(expected.length);
            expect(page.copies).toBe(answer.mentions.length);
            expect(page.mentions.length).toBeLessThanOrEqual(limit);
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
