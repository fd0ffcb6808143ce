export type Ranked = { value: string; count: number };

/**
 * The `limit` values with the highest counts: count descending, then value ascending by UTF-16 code units, so that
 * ties always rank the same way (and the same as `ORDER BY count DESC, value COLLATE "C"`). Zero counts never rank.
 */
export function topByCount(values: readonly string[], counts: ArrayLike<number>, limit: number): Ranked[] {
  const top: Ranked[] = [];
  for (let code = 0; code < values.length; code++) {
    const count = counts[code]!;
    if (count === 0) continue;
    const value = values[code]!;
    if (top.length === limit && !ranksBefore(count, value, top[limit - 1]!)) continue;
    let position = top.length === limit ? limit - 1 : top.length;
    while (position > 0 && ranksBefore(count, value, top[position - 1]!)) position--;
    top.splice(position, 0, { value, count });
    if (top.length > limit) top.pop();
  }
  return top;
}

function ranksBefore(count: number, value: string, other: Ranked) {
  return count > other.count || (count === other.count && value < other.value);
}
