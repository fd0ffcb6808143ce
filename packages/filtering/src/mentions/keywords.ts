import type { Mention } from '@argus/contract';

/**
 * Keywords as the filter uses them: trimmed, lower-cased (case-insensitive containment, locale-independent so the
 * browser and the server agree), blanks dropped, duplicates dropped. The NUL character is removed: stored text
 * cannot hold it (PostgreSQL rejects it), and the prepared search text uses it to keep the fields apart.
 */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const normalized = new Set<string>();
  for (const keyword of keywords) {
    const cleaned = keyword.replaceAll('\u0000', '').trim().toLowerCase();
    if (cleaned) normalized.add(cleaned);
  }
  return [...normalized];
}

/** The four searched fields of spec section 5. */
export function keywordFields(mention: Mention): (string | null)[] {
  return [mention.title, mention.sentence, mention.translatedSentence, mention.authors];
}

/** The fields in one lower-cased text, separated by NUL so that no keyword matches across two fields. */
export function searchText(mention: Mention): string {
  return keywordFields(mention)
    .map((field) => (field?.includes('\u0000') ? field.replaceAll('\u0000', '') : (field ?? '')).toLowerCase())
    .join('\u0000');
}

export type KeywordMatch = { start: number; end: number };

/**
 * Where the keywords occur in a text, for highlighting on a card: non-overlapping ranges in text order, the longest
 * keyword winning where two start at the same place. Case-insensitive like the filter.
 */
export function findKeywordMatches(text: string, keywords: readonly string[]): KeywordMatch[] {
  const wanted = normalizeKeywords(keywords).sort((left, right) => right.length - left.length);
  if (wanted.length === 0) return [];
  const lower = text.toLowerCase();
  // toLowerCase can change a text's length (e.g. 'İ'); ranges are only exact when it does not.
  if (lower.length !== text.length) return [];
  const matches: KeywordMatch[] = [];
  let position = 0;
  while (position < lower.length) {
    const keyword = wanted.find((candidate) => lower.startsWith(candidate, position));
    if (keyword) {
      matches.push({ start: position, end: position + keyword.length });
      position += keyword.length;
    } else {
      position++;
    }
  }
  return matches;
}
