import type { Favorite } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import type { OwnFeedback } from '../api/get-feedback';
import {
  coveredIds,
  expectedFeedbackEntry,
  feedbackAfterPress,
  withBookmark,
  withBookmarks,
  withFeedbackEntries,
  withFeedbackEntry,
  type ReviewTarget,
} from './review-lists';

const NOW = '2026-11-26T12:00:00.000Z';
const target: ReviewTarget = { id: 'signal-1', itemKind: 'signal', customerName: 'poc' };

const feedback = (id: string, eventId: string, value: 1 | -1, itemKind: 'signal' | 'mention' = 'signal') =>
  ({
    id,
    eventId,
    itemKind,
    feedback: value,
    customerName: 'poc',
    eventType: 'Acquisition',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }) satisfies OwnFeedback;

describe('feedbackAfterPress', () => {
  it('sets the pressed value, and takes it back when it is the current one', () => {
    expect(feedbackAfterPress(undefined, -1)).toBe(-1);
    expect(feedbackAfterPress(1, -1)).toBe(-1);
    expect(feedbackAfterPress(-1, -1)).toBeNull();
    expect(feedbackAfterPress(1, 1)).toBeNull();
  });
});

describe('withFeedbackEntry', () => {
  const list = [
    feedback('f1', 'signal-1', 1),
    feedback('f2', 'signal-2', -1),
    feedback('f3', 'signal-1', -1, 'mention'),
  ];

  it("replaces the target's entry only: same item id, same kind", () => {
    const changed = withFeedbackEntry(list, target, { ...list[0]!, feedback: -1 });
    expect(changed.map((entry) => [entry.id, entry.feedback])).toEqual([
      ['f1', -1],
      ['f2', -1],
      ['f3', -1],
    ]);
  });

  it("removes the target's entry when there is none to put in its place", () => {
    expect(withFeedbackEntry(list, target, undefined).map((entry) => entry.id)).toEqual(['f2', 'f3']);
  });
});

describe('expectedFeedbackEntry', () => {
  it('keeps the earlier record (its id is the one the server changes) with the new value', () => {
    const earlier = feedback('f1', 'signal-1', 1);
    expect(expectedFeedbackEntry(target, earlier, -1, NOW)).toEqual({ ...earlier, feedback: -1, updatedAt: NOW });
  });

  it('makes a new record under a placeholder id, and none for a removal', () => {
    expect(expectedFeedbackEntry(target, undefined, -1, NOW)).toMatchObject({
      id: 'pending-signal-1',
      eventId: 'signal-1',
      itemKind: 'signal',
      feedback: -1,
    });
    expect(expectedFeedbackEntry(target, feedback('f1', 'signal-1', -1), null, NOW)).toBeUndefined();
  });
});

describe('withBookmark', () => {
  const favorite = (id: string, itemKind: 'signal' | 'mention'): Favorite => ({
    id,
    itemKind,
    customerName: 'poc',
    createdAt: '2026-11-01T00:00:00.000Z',
  });

  it('adds the bookmark once, and removes only the one of the same kind', () => {
    const list = [favorite('signal-1', 'mention'), favorite('signal-2', 'signal')];
    const added = withBookmark(withBookmark(list, target, true, NOW), target, true, NOW);
    expect(added.map((entry) => `${entry.itemKind}:${entry.id}`)).toEqual([
      'signal:signal-1',
      'mention:signal-1',
      'signal:signal-2',
    ]);
    expect(withBookmark(added, target, false, NOW)).toEqual(list);
  });
});

describe('a review of a story of several copies (ADR 0134)', () => {
  const story: ReviewTarget = { id: 'm-2', itemKind: 'mention', customerName: 'poc' };

  it('covers the copies the folder holds, or the item alone', () => {
    expect(coveredIds(story, ['m-1', 'm-2', 'm-3'])).toEqual(['m-1', 'm-2', 'm-3']);
    expect(coveredIds(story, undefined)).toEqual(['m-2']);
    // Copies of another item's story never stand for this one.
    expect(coveredIds(story, ['m-7', 'm-8'])).toEqual(['m-2']);
  });

  it('bookmarks and unbookmarks every copy at once, the pressed one first, other kinds untouched', () => {
    const signal: Favorite = { id: 'm-1', itemKind: 'signal', customerName: 'poc', createdAt: NOW };
    const added = withBookmarks([signal], story, ['m-1', 'm-2', 'm-3'], true, NOW);
    expect(added.map((favorite) => [favorite.id, favorite.itemKind])).toEqual([
      ['m-2', 'mention'],
      ['m-1', 'mention'],
      ['m-3', 'mention'],
      ['m-1', 'signal'],
    ]);
    expect(withBookmarks(added, story, ['m-1', 'm-2', 'm-3'], false, NOW)).toEqual([signal]);
  });

  it("replaces or removes each copy's feedback, keeping the others' and other kinds'", () => {
    const list = [feedback('f1', 'm-1', 1, 'mention'), feedback('f3', 'm-3', 1, 'mention'), feedback('f9', 'm-1', -1)];
    const entries = new Map([
      ['m-1', { ...list[0]!, feedback: -1 as const }],
      ['m-2', expectedFeedbackEntry(story, undefined, -1, NOW)],
      ['m-3', undefined],
    ]);
    const changed = withFeedbackEntries(list, 'mention', entries);
    expect(changed.map((entry) => [entry.id, entry.eventId, entry.itemKind, entry.feedback])).toEqual([
      ['f1', 'm-1', 'mention', -1],
      ['pending-m-2', 'm-2', 'mention', -1],
      ['f9', 'm-1', 'signal', -1],
    ]);
  });
});
