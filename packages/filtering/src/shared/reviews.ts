import { REVIEW_OPTIONS } from '@argus/contract';
import { rowOf, type IdIndex } from './id-index';

export type ReviewOption = (typeof REVIEW_OPTIONS)[number];

/** The user's own reviews: bookmarked item ids, and item id → 1 (like) or -1 (dislike). */
export type Reviews = { bookmarked: ReadonlySet<string>; feedback: ReadonlyMap<string, 1 | -1> };

export const NO_REVIEWS: Reviews = { bookmarked: new Set(), feedback: new Map() };

// An item's review status as three bits; "neither" is status 0.
export const BOOKMARKED = 1;
export const LIKED = 2;
export const DISLIKED = 4;

export function reviewStatus(reviews: Reviews, id: string): number {
  const feedback = reviews.feedback.get(id);
  return (
    (reviews.bookmarked.has(id) ? BOOKMARKED : 0) | (feedback === 1 ? LIKED : 0) | (feedback === -1 ? DISLIKED : 0)
  );
}

/**
 * Which of the 8 review statuses pass the review step (ADR 0030):
 * - no option selected: every status passes the selection; otherwise the union of the selected options
 *   (Bookmarked, Liked, Disliked; 'Neither bookmarked, liked, nor disliked' = status 0);
 * - then `hideDisliked` removes disliked items, unless 'Disliked' is one of the selected options: asking for
 *   disliked items explicitly shows them.
 */
export function reviewPassTable(selected: readonly ReviewOption[], hideDisliked: boolean): Uint8Array {
  const options = new Set(selected);
  const table = new Uint8Array(8);
  for (let status = 0; status < 8; status++) {
    const matches =
      options.size === 0 ||
      (options.has('Bookmarked') && (status & BOOKMARKED) !== 0) ||
      (options.has('Liked') && (status & LIKED) !== 0) ||
      (options.has('Disliked') && (status & DISLIKED) !== 0) ||
      (options.has('Neither bookmarked, liked, nor disliked') && status === 0);
    const hidden = hideDisliked && !options.has('Disliked') && (status & DISLIKED) !== 0;
    table[status] = matches && !hidden ? 1 : 0;
  }
  return table;
}

/** Whether the review step can drop anything; when not, the filter skips computing statuses. */
export function reviewStepActive(table: Uint8Array): boolean {
  return table.some((pass) => pass === 0);
}

/** Review statuses per row, computed from the (few) reviewed ids through the id index. */
export function reviewStatusColumn(rowCount: number, ids: IdIndex, reviews: Reviews) {
  const statuses = new Uint8Array(rowCount);
  for (const id of reviews.bookmarked) {
    const row = rowOf(ids, id);
    if (row !== undefined) statuses[row]! |= BOOKMARKED;
  }
  for (const [id, feedback] of reviews.feedback) {
    const row = rowOf(ids, id);
    if (row !== undefined) statuses[row]! |= feedback === 1 ? LIKED : feedback === -1 ? DISLIKED : 0;
  }
  return statuses;
}
