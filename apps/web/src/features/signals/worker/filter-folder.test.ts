import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, RESULT_LABELS, type Signal } from '@argus/contract';
import { filterSignals, prepareSignals, type SignalCriteria } from '@argus/filtering';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as arbitrary from '../../../shared/folder-data/folder-arbitraries';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { facetsOf } from '../lib/signal-facets';
import { createFolderFilter } from './filter-folder';

// The worker path (a copy of the folder built from the same changes, filtered in the worker, rows mapped back on the
// page) must show exactly what the page path shows for the same folder, criteria and reviews.

const COMPANIES = ['Acme', 'acme', 'Beta Corp', 'BASF SE', 'Ärzte AG'];
const EVENT_TYPES = ['Merger', 'Layoffs', 'Lawsuit', 'Insolvency'];
const CATEGORIES = ['Finance', 'Legal', null];
const RELIABILITIES = RELIABILITY_LABELS.slice(1) as Signal['reliability'][];

const signal: fc.Arbitrary<Signal> = fc
  .record({
    id: arbitrary.itemId,
    publishDate: arbitrary.publishDate,
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
const change = arbitrary.folderChange(signal, 2);

const criteria: fc.Arbitrary<SignalCriteria> = fc.record({
  ...arbitrary.commonCriteria,
  companyNames: arbitrary.selection(COMPANIES),
  eventTypes: arbitrary.selection(EVENT_TYPES),
  results: fc.subarray([...RESULT_LABELS], { maxLength: 3 }),
});

const idOf = (item: Signal) => item.id;

describe('filtering a folder in the worker', () => {
  it('shows what filtering on the page shows, after any loads, edits, removals and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        criteria,
        arbitrary.reviews,
        (changes, criteria, reviews) => {
          const { items: events, replicas, version } = arbitrary.replayChanges(changes, idOf);
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
        },
      ),
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
