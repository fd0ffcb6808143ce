/** A piece of a text, marked or not. */
export type TextPart = { text: string; highlighted: boolean };

/** The text split at the ranges (in text order; one that overlaps the range before it is left out). */
export function partsOfRanges(text: string, ranges: readonly { start: number; end: number }[]): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const { start, end } of ranges) {
    if (start < cursor) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), highlighted: false });
    parts.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), highlighted: false });
  return parts;
}
