import { LANGUAGES, MEDIA_SEGMENTS, RELIABILITY_LABELS, type Mention } from '@argus/contract';
import {
  deriveMentionOptions,
  filterMentions,
  pickPositions,
  prepareMentions,
  type MentionCriteria,
} from '@argus/filtering';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as arbitrary from '../../../shared/folder-data/folder-arbitraries';
import { createFolderReplicas } from '../../../shared/folder-data/folder-replicas';
import { createFolderFilter } from './filter-folder';

// The worker path (a copy of the folder built from the same changes, filtered in the worker with its own keyword
// index, rows mapped back on the page) must show exactly what the page path shows for the same folder, criteria and
// reviews, and make the same one item per story of it (ADR 0134).

const WORDS = ['Merger', 'bank', 'Straße', 'STRASSE', 'Übernahme', 'strike', 'Müller, Anna', 'dock'];
const RELIABILITIES = RELIABILITY_LABELS.slice(1) as Mention['reliability'][];
const COMPANIES = ['Acme', 'acme', 'BASF SE', 'Müller AG'];

const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

const mention: fc.Arbitrary<Mention> = fc
  .record({
    uuid: arbitrary.itemId,
    publishDate: arbitrary.publishDate,
    mediaSegment: fc.constantFrom(...MEDIA_SEGMENTS),
    reliability: fc.constantFrom(...RELIABILITIES),
    language: fc.constantFrom(...LANGUAGES),
    title: text,
    sentence: text,
    translatedSentence: fc.option(text),
    authors: fc.option(text),
    companies: fc.uniqueArray(fc.constantFrom(...COMPANIES), { maxLength: 2 }),
    story: arbitrary.sharedStory,
  })
  .map(({ story, ...fields }) => ({
    ...fields,
    url: null,
    source: null,
    discoveryId: null,
    searchTermId: null,
    storyId: story ?? fields.uuid,
    storySize: story ? 2 : 1,
  }));

// A folder's history: the latest page, the history (repeating ids, some edited), a removal, a reload.
const change = arbitrary.folderChange(mention, 1);

const criteria: fc.Arbitrary<MentionCriteria> = fc.record({
  ...arbitrary.commonCriteria,
  companies: arbitrary.selection(COMPANIES),
  keywords: fc.array(fc.constantFrom('merger', 'BANK', 'strasse', 'straße', 'übernahme', 'müller,', 'absent', ' '), {
    maxLength: 3,
  }),
});

const idOf = (item: Mention) => item.uuid;

describe('filtering a mention folder in the worker', () => {
  it('shows what filtering on the page shows, after any loads, removals and reloads', () => {
    fc.assert(
      fc.property(
        fc.array(change, { minLength: 1, maxLength: 5 }),
        fc.array(criteria, { minLength: 1, maxLength: 3 }),
        arbitrary.reviews,
        (changes, criteriaChanges, reviews) => {
          const { items: mentions, replicas, version } = arbitrary.replayChanges(changes, idOf);
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
            const stories = pickPositions(shown, answer.stories);
            expect(stories).toEqual(pickPositions(onPage.mentions, onPage.stories));
            stories.forEach((story, index) => expect(story).toBe(onPage.mentions[onPage.stories[index]!]));
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
