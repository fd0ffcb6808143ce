import { LANGUAGES, MEDIA_SEGMENTS, REVIEW_OPTIONS } from '@argus/contract';
import type { Reviews } from '@argus/filtering';
import fc from 'fast-check';
import { applyFolderChange, type FolderChange } from './folder-change';
import { createFolderReplicas, type FolderReplicas } from './folder-replicas';

// What the folder filters' property tests (features/<feature>/worker/filter-folder.test.ts) generate alike: folders'
// histories of changes, criteria's days and selections, reviews. Only tests import this module.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const FIRST_DAY = Date.UTC(2026, 0, 1);

/**
 * Ids of mixed case and length, so that the locale order of the folder store and the code-unit order of the filter
 * package disagree now and then ('b' before 'C' by locale, after it by code unit).
 */
export const itemId = fc.stringMatching(/^[A-Za-z0-9]{1,3}$/);

/**
 * The story an item is a copy of (ADR 0134): mostly none (null: the item is a story of its own id), else one of a few
 * shared ones, so that copies of one story meet in a folder often.
 */
export const sharedStory = fc.option(fc.constantFrom('story-1', 'story-2', 'story-3'), { freq: 2 });

/** Instants of 41 days from FIRST_DAY, many shared by several items. */
export const publishDate = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1, 43_200_000))
  .map(([day, time]) => new Date(FIRST_DAY + day * DAY_MS + time).toISOString());

/** A day of the criteria's range (YYYY-MM-DD), from the day before the items' first to after their last. */
export const criteriaDay = fc
  .integer({ min: -1, max: 42 })
  .map((offset) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10));

/** A selection of a filter's values, one of which no item has. */
export const selection = (values: readonly string[]) => fc.subarray([...values, 'Unknown value'], { maxLength: 3 });

/** The criteria every folder filters by alike; a feature's test adds its own (companies, keywords, event types). */
export const commonCriteria = {
  dateBegin: criteriaDay,
  dateEnd: criteriaDay,
  mediaSegments: selection(MEDIA_SEGMENTS),
  reliability: fc.integer({ min: 0, max: 5 }),
  languages: selection(LANGUAGES),
  reviews: fc.subarray([...REVIEW_OPTIONS]),
  hideDisliked: fc.boolean(),
};

/**
 * A folder's history, one change at a time: loads (pages merged by id, some repeating ids with edits), removals
 * (`removals`: their weight against 4 loads and 1 reload), a reload.
 */
export function folderChange<T>(item: fc.Arbitrary<T>, removals: number): fc.Arbitrary<FolderChange<T>> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ upsert: fc.array(item, { maxLength: 25 }) }) },
    {
      weight: removals,
      arbitrary: fc.record({ upsert: fc.array(item, { maxLength: 3 }), remove: fc.array(itemId, { maxLength: 5 }) }),
    },
    { weight: 1, arbitrary: fc.record({ upsert: fc.array(item, { maxLength: 10 }), replace: fc.constant(true) }) },
  );
}

/** Bookmarks and feedback, some of ids the folder holds. */
export const reviews: fc.Arbitrary<Reviews> = fc
  .tuple(
    fc.uniqueArray(itemId, { maxLength: 20 }),
    fc.uniqueArray(fc.tuple(itemId, fc.constantFrom(1 as const, -1 as const)), {
      selector: ([key]) => key,
      maxLength: 20,
    }),
  )
  .map(([bookmarked, feedback]) => ({ bookmarked: new Set(bookmarked), feedback: new Map(feedback) }));

/**
 * The page's store and the worker's copy of folder "acme" after the same changes; the worker's arrive by message (a
 * clone). `version`: the copy's.
 */
export function replayChanges<T extends { publishDate: string }>(
  changes: readonly FolderChange<T>[],
  idOf: (item: T) => string,
): { items: T[]; replicas: FolderReplicas<T>; version: number } {
  let items: T[] = [];
  const replicas = createFolderReplicas<T>(idOf);
  let version = 0;
  for (const change of changes) {
    items = applyFolderChange(items, change, idOf);
    version = replicas.apply('acme', structuredClone(change)).version;
  }
  return { items, replicas, version };
}
