/**
 * One card per story (ADR 0134): of a filtered list of rows, newest first, the position of each story's earliest
 * copy among them (the last of its rows), in the list's order, so that a story stands where that copy stands. A story
 * is in the list when any of its copies passed the filter: copies, not stories, are filtered. One pass from the end
 * with a flag per story, so that a 200,000-mention folder stays within the filter's budget.
 *
 * `storyOfRow`: each row's story as a small code (an interned column), `storyCount` the number of codes.
 */
export function collapseStories(storyOfRow: Uint32Array, storyCount: number, rows: Uint32Array): Uint32Array {
  const seen = new Uint8Array(storyCount);
  const kept = new Uint32Array(rows.length);
  let count = 0;
  for (let position = rows.length - 1; position >= 0; position--) {
    const story = storyOfRow[rows[position]!]!;
    if (seen[story] !== 0) continue;
    seen[story] = 1;
    kept[count++] = position;
  }
  return kept.subarray(0, count).reverse().slice();
}

/** The items at `positions` of `items` (a filter's answer and its stories' positions). */
export function pickPositions<T>(items: readonly T[], positions: Uint32Array): T[] {
  const picked = new Array<T>(positions.length);
  for (let index = 0; index < positions.length; index++) picked[index] = items[positions[index]!]!;
  return picked;
}
