import {
  LANGUAGES,
  MEDIA_SEGMENTS,
  RELIABILITY_LABELS,
  RESULT_LABELS,
  REVIEW_OPTIONS,
  type Signal,
} from '@argus/contract';
import { filterSignals, prepareSignals, type Reviews, type SignalCriteria } from '@argus/filtering';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFolderChange, type FolderChange } from '../../../shared/folder-data/folder-change';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { facetsOf } from '../lib/signal-facets';
import { createFolderFilter } from './filter-folder';

// The worker path (a copy of the folder built from the same changes, filtered in the worker, rows mapped back on the
// page) must show exactly what the page path shows for the same folder, criteria and reviews.

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const COMPANIES = ['Acme', 'acme', 'Beta Corp', 'BASF SE', 'Ärzte AG'];
const EVENT_TYPES = ['Merger', 'Layoffs', 'Lawsuit', 'Insolvency'];
const CATEGORIES = ['Finance', 'Legal', null];
const RELIABILITIES = RELIABILITY_LABELS.slice(1) as Signal['reliability'][];

// Ids of mixed case and length, so that the locale order of the folder store and the code-unit order of the filter
// package disagree now and then ('b' before 'C' by locale, after it by code unit).
const id = fc.stringMatching(/^[A-Za-z0-9]{1,3}$/);
const publishDate = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1, 43_200_000))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time).toISOString());

const signal: fc.Arbitrary<Signal> = fc
  .record({
    id,
    publishDate,
    targetEntityName: fc.constantFrom(...COMPANIES),
    mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
    reliability: fc.constantFrom(...RELIABILITIES),
    language: fc.constantFrom(...LANGUAGES),
    result: fc.option(fc.constantFrom(...RESULT_LABELS)),
    eventType: fc.constantFrom(...EVENT_TYPES),
    category: fc.constantFrom(...CATEGORIES),
  })
  .map((fields) => ({
    ...fields,
    targetEntityId: null,
    dunsId: null,
    title: `Title of ${fields.id}`,
    sentence: null,
    url: null,
    source: null,
    eventArguments: [],
    updatedAt: fields.publishDate,
  }));

// A folder's history: loads (pages merged by id, some repeating ids with edits), live removals, a reload.
const change: fc.Arbitrary<FolderChange<Signal>> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ upsert: fc.array(signal, { maxLength: 25 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({ upsert: fc.array(signal, { maxLength: 3 }), remove: fc.array(id, { maxLength: 5 }) }),
  },
  { weight: 1, arbitrary: fc.record({ upsert: fc.array(signal, { maxLength: 10 }), replace: fc.constant(true) }) },
);

const day = fc
  .integer({ min: -1, max: 42 })
  .map((offset) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10));
const selection = (values: readonly string[]) => fc.subarray([...values, 'Unknown value'], { maxLength: 3 });
const criteria: fc.Arbitrary<SignalCriteria> = fc.record({
  dateBegin: day,
  dateEnd: day,
  companyNames: selection(COMPANIES),
  mediaSegments: selection(MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: selection(LANGUAGES),
  results: fc.subarray([...RESULT_LABELS], { maxLength: 3 }),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  eventTypes: selection(EVENT_TYPES),
  hideDisliked: fc.boolean(),
});
const reviews: fc.Arbitrary<Reviews> = fc
  .tuple(
    fc.uniqueArray(id, { maxLength: 20 }),
    fc.uniqueArray(fc.tuple(id, fc.constantFrom(1 as const, -1 as const)), { selector: ([key]) => key, maxLength: 20 }),
  )
  .map(([bookmarked, feedback]) => ({ bookmarked: new Set(bookmarked), feedback: new Map(feedback) }));

const idOf = (item: Signal) => item.id;

describe('filtering a folder in the worker', () => {
  it('shows what filtering on the page shows, after any loads, edits, removals and reloads', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 6 }), criteria, reviews, (changes, criteria, reviews) => {
        // The page's store and the worker's copy apply the same changes; the worker's arrive by message (a clone).
        let events: Signal[] = [];
        const replicas = createFolderReplicas<Signal>(idOf);
        let version = 0;
        for (const folderChange of changes) {
          events = applyFolderChange(events, folderChange, idOf);
          version = replicas.apply('acme', structuredClone(folderChange)).version;
        }
        const onPage = filterSignals(prepareSignals(events), criteria, reviews);

        const answer = structuredClone(
          createFolderFilter().filter('acme', replicas.get('acme'), criteria, structuredClone(reviews), -1),
        );
        expect(answer.version).toBe(version);
        expect(answer.count).toBe(events.length);
        const shown = Array.from(answer.rows, (row) => events[row]!);
        expect(shown).toEqual(onPage.signals);
        shown.forEach((signal, index) => expect(signal).toBe(onPage.signals[index]));
        expect(answer.matchedBeforeEventTypes).toBe(onPage.matchedBeforeEventTypes);
        expect(answer.topEventTypes).toEqual(onPage.topEventTypes);
        expect(answer.topCompanies).toEqual(onPage.topCompanies);
        expect(answer.facets).toEqual(facetsOf(events));
      }),
      { numRuns: 300 },
    );
  });

  it('prepares a folder once per version and sends its option lists only when the page lacks them', () => {
    const replicas = createFolderReplicas<Signal>(idOf);
    const folderFilter = createFolderFilter();
    const [first, second] = fc.sample(signal, 2);
    const folder = replicas.apply('acme', { upsert: [first!, second!] });
    const everything = fc.sample(criteria, 1)[0]!;
    const unfiltered = {
      ...everything,
      dateBegin: '2025-12-31',
      dateEnd: '2026-03-01',
      companyNames: [],
      mediaSegments: [],
      reliability: 0,
      languages: [],
      results: [],
      reviews: [],
      eventTypes: [],
    };
    const reviewsNone = { bookmarked: new Set<string>(), feedback: new Map<string, 1 | -1>() };
    expect(folderFilter.filter('acme', folder, unfiltered, reviewsNone, -1).facets).toBeDefined();
    expect(folderFilter.filter('acme', folder, unfiltered, reviewsNone, folder.version).facets).toBeUndefined();
    expect(folderFilter.filter('acme', folder, unfiltered, reviewsNone, folder.version).rows).toHaveLength(
      new Set([first!.id, second!.id]).size,
    );
  });
});
