import type { ReviewOption, Reviews } from '../shared/reviews';

/** Union of the selected review options; then hideDisliked drops disliked items unless 'Disliked' is selected. */
export function referenceReviewFilter<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  criteria: { reviews: readonly ReviewOption[]; hideDisliked: boolean },
  reviews: Reviews,
): T[] {
  const selected = criteria.reviews;
  return items.filter((item) => {
    const id = idOf(item);
    const bookmarked = reviews.bookmarked.has(id);
    const feedback = reviews.feedback.get(id);
    const liked = feedback === 1;
    const disliked = feedback === -1;
    const matches =
      selected.length === 0 ||
      selected.some(
        (option) =>
          (option === 'Bookmarked' && bookmarked) ||
          (option === 'Liked' && liked) ||
          (option === 'Disliked' && disliked) ||
          (option === 'Neither bookmarked, liked, nor disliked' && !bookmarked && !liked && !disliked),
      );
    const hidden = criteria.hideDisliked && disliked && !selected.includes('Disliked');
    return matches && !hidden;
  });
}

/** Publish date descending, then id descending, by code units; Array.prototype.sort is stable. */
export function referenceNewestFirst<T extends { publishDate: string }>(
  items: readonly T[],
  idOf: (item: T) => string,
) {
  return [...items].sort((left, right) => {
    if (left.publishDate !== right.publishDate) return left.publishDate > right.publishDate ? -1 : 1;
    const leftId = idOf(left);
    const rightId = idOf(right);
    return leftId === rightId ? 0 : leftId > rightId ? -1 : 1;
  });
}

/** Counts, then count descending and value ascending, the first `limit`. */
export function referenceTop(values: readonly string[], limit: number) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((left, right) => right.count - left.count || (left.value < right.value ? -1 : 1))
    .slice(0, limit);
}
