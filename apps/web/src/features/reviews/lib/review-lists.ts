import type { Favorite, ReviewItemKind } from '@argus/contract';
import type { OwnFeedback } from '../api/get-feedback';

// The user's bookmark and feedback lists as a review changes them: what the screens show at once, before the server
// answers (a dislike hides its card at the press), then the server's own record in its place.

export type ReviewTarget = { id: string; itemKind: ReviewItemKind; customerName: string };
export type FeedbackValue = 1 | -1;

/** A press of like (1) or dislike (-1): the same value again takes the feedback back (none). */
export function feedbackAfterPress(current: number | undefined, pressed: FeedbackValue): FeedbackValue | null {
  return current === pressed ? null : pressed;
}

export const isFeedbackOf =
  (target: ReviewTarget) =>
  (entry: Pick<OwnFeedback, 'eventId' | 'itemKind'>): boolean =>
    entry.eventId === target.id && entry.itemKind === target.itemKind;

/** The list with the target's feedback replaced by `entry`, or removed when there is none. */
export function withFeedbackEntry(
  list: readonly OwnFeedback[],
  target: ReviewTarget,
  entry: OwnFeedback | undefined,
): OwnFeedback[] {
  return withFeedbackEntries(list, target.itemKind, new Map([[target.id, entry]]));
}

/**
 * The list with the feedback of each item of `entries` (by item id) replaced, or removed where there is none: a story's
 * copies change together (ADR 0134).
 */
export function withFeedbackEntries(
  list: readonly OwnFeedback[],
  itemKind: ReviewItemKind,
  entries: ReadonlyMap<string, OwnFeedback | undefined>,
): OwnFeedback[] {
  const others = list.filter((other) => !(other.itemKind === itemKind && entries.has(other.eventId)));
  const added = [...entries.values()].filter((entry) => entry !== undefined);
  return added.length > 0 ? [...added, ...others] : others;
}

/**
 * The record a feedback change will leave before the server has answered: the earlier record with the new value, or a
 * new one under a placeholder id (never sent: the item's keys and buttons wait for the answer, which replaces it).
 */
export function expectedFeedbackEntry(
  target: ReviewTarget,
  earlier: OwnFeedback | undefined,
  next: FeedbackValue | null,
  now: string,
): OwnFeedback | undefined {
  if (next === null) return undefined;
  if (earlier) return { ...earlier, feedback: next, updatedAt: now };
  return {
    id: `pending-${target.id}`,
    eventId: target.id,
    itemKind: target.itemKind,
    feedback: next,
    customerName: target.customerName,
    eventType: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The bookmarks with the target's added (its id is the item's) or removed. */
export function withBookmark(
  list: readonly Favorite[],
  target: ReviewTarget,
  bookmarked: boolean,
  now: string,
): Favorite[] {
  return withBookmarks(list, target, [target.id], bookmarked, now);
}

/**
 * The bookmarks with those of the items `ids` (the target's story's copies, ADR 0134: the server bookmarks them
 * together) added or removed; the target's comes first, as the server's answer names it.
 */
export function withBookmarks(
  list: readonly Favorite[],
  target: ReviewTarget,
  ids: readonly string[],
  bookmarked: boolean,
  now: string,
): Favorite[] {
  const covered = new Set(ids);
  const others = list.filter((favorite) => !(favorite.itemKind === target.itemKind && covered.has(favorite.id)));
  if (!bookmarked) return others;
  const ordered = [target.id, ...ids.filter((id) => id !== target.id)];
  return [
    ...ordered.map((id) => ({ id, itemKind: target.itemKind, customerName: target.customerName, createdAt: now })),
    ...others,
  ];
}

/** The items a review of the target covers: its story's copies the folder holds (ADR 0134), at least the target. */
export function coveredIds(target: ReviewTarget, copies: readonly string[] | undefined): readonly string[] {
  return copies && copies.includes(target.id) ? copies : [target.id];
}
