import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, REVIEW_OPTIONS, type Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  prepareMentions,
  type MentionCriteria,
  type Reviews,
} from '@argus/filtering';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFolderChange, type FolderChange } from '../../../shared/folder-data/folder-change';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { createFolderFilter } from './filter-folder';

// The worker path (a copy of the folder built from the same changes, filtered in the worker with its own keyword
// index, rows mapped back on the page) must show exactly what the page path shows for the same folder, criteria and
// reviews.

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const WORDS = ['Merger', 'bank', 'Straße', 'STRASSE', 'Übernahme', 'strike', 'Müller, Anna', 'dock'];
const RELIABILITIES = RELIABILITY_LABELS.slice(1) as Mention['reliability'][];
const COMPANIES = ['Acme', 'acme', 'BASF SE', 'Müller AG'];

// Ids of mixed case and length, so that the locale order of the folder store and the code-unit order of the filter
// package disagree now and then ('b' before 'C' by locale, after it by code unit).
const uuid = fc.stringMatching(/^[A-Za-z0-9]{1,3}$/);
const publishDate = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1, 43_200_000))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time).toISOString());
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

const mention: fc.Arbitrary<Mention> = fc
  .record({
    uuid,
    publishDate,
    mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
    reliability: fc.constantFrom(...RELIABILITIES),
    language: fc.constantFrom(...LANGUAGES),
    title: text,
    sentence: text,
    translatedSentence: fc.option(text),
    authors: fc.option(text),
    companies: fc.uniqueArray(fc.constantFrom(...COMPANIES), { maxLength: 2 }),
  })
  .map((fields) => ({ ...fields, url: null, source: null, discoveryId: null, searchTermId: null }));

// A folder's history: the latest page, the history (repeating ids, some edited), a removal, a reload.
const change: fc.Arbitrary<FolderChange<Mention>> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ upsert: fc.array(mention, { maxLength: 25 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ upsert: fc.array(mention, { maxLength: 3 }), remove: fc.array(uuid, { maxLength: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ upsert: fc.array(mention, { maxLength: 10 }), replace: fc.constant(true) }) },
);

const day = fc
  .integer({ min: -1, max: 42 })
  .map((offset) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10));
const selection = (values: readonly string[]) => fc.subarray([...values, 'Unknown value'], { maxLength: 3 });
const criteria: fc.Arbitrary<MentionCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companies: selection(COMPANIES),
  mediaSegments: selection(MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: selection(LANGUAGES),
  keywords: fc.array(fc.constantFrom('merger', 'BANK', 'strasse', 'straße', 'übernahme', 'müller,', 'absent', ' '), {
    maxLength: 3,
  }),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  hideDisliked: fc.boolean(),
});
const reviews: fc.Arbitrary<Reviews> = fc
  .tuple(
    fc.uniqueArray(uuid, { maxLength: 20 }),
    fc.uniqueArray(fc.tuple(uuid, fc.constantFrom(1 as const, -1 as const)), {
      selector: ([key]) => key,
      maxLength: 20,
    }),
  )
  .map(([bookmarked, feedback]) => ({ bookmarked: new Set(bookmarked), feedback: new Map(feedback) }));

const idOf = (item: Mention) => item.uuid;

describe('filtering a mention folder in the worker', () => {
  it('shows what filtering on the page shows, after any loads, removals and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 5 }),
        fc.array(criteria, { minLength: 1, maxLength: 3 }),
        reviews,
        (changes, criteriaChanges, reviews) => {
          // The page's store and the worker's copy apply the same changes; the worker's arrive by message (a clone).
          let mentions: Mention[] = [];
          const replicas = createFolderReplicas<Mention>(idOf);
          let version = 0;
          for (const folderChange of changes) {
            mentions = applyFolderChange(mentions, folderChange, idOf);
            version = replicas.apply('acme', structuredClone(folderChange)).version;
          }
          const folderFilter = createFolderFilter();
          const prepared = prepareMentions(mentions);
          // Several criteria over one version: the worker's prepared folder and keyword index are reused.
          criteriaChanges.forEach((criteria, index) => {
            const onPage = filterMentions(prepared, criteria, reviews);
            const facetsVersion = index === 0 ? -1 : version;
            const answer = structuredClone(
              folderFilter.filter('acme', replicas.get('acme'), criteria, structuredClone(reviews), facetsVersion),
            );
            expect(answer.version).toBe(version);
            expect(answer.count).toBe(mentions.length);
            const shown = Array.from(answer.rows, (row) => mentions[row]!);
            shown.forEach((mention, row) => expect(mention).toBe(onPage.mentions[row]));
            expect(shown).toHaveLength(onPage.mentions.length);
            if (index === 0) expect(answer.facets).toEqual(deriveMentionOptions(mentions));
            else expect(answer.facets).toBeUndefined();
          });
          folderFilter.forget('acme');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('prepares a new version of the folder when a load changed it', () => {
    const replicas = createFolderReplicas<Mention>(idOf);
    const folderFilter = createFolderFilter();
    const [first, second] = fc.sample(mention, 2).map((item, index) => ({ ...item, uuid: `id-${index}` }));
    const everything = { ...fc.sample(criteria, 1)[0]!, dateBegin: '2025-12-31', dateEnd: '2026-03-01' };
    const unfiltered = {
      ...everything,
      companies: [],
      mediaSegments: [],
      reliability: 0,
      languages: [],
      keywords: [],
      reviews: [],
    };
    const none = { bookmarked: new Set<string>(), feedback: new Map<string, 1 | -1>() };
    const latest = replicas.apply('acme', { upsert: [first!] });
    expect(folderFilter.filter('acme', latest, unfiltered, none, -1).rows).toHaveLength(1);
    const history = replicas.apply('acme', { upsert: [first!, second!] });
    const answer = folderFilter.filter('acme', history, unfiltered, none, latest.version);
    expect(answer).toMatchObject({ version: 2, count: 2 });
    expect(answer.rows).toHaveLength(2);
    expect(answer.facets).toEqual(deriveMentionOptions(history.items));
    folderFilter.forget('acme');
  });
});
