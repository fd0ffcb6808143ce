import type { KeywordIndex } from './prepare-mentions';
import { mayContain, probeOf, type Probe } from './trigram-signatures';

// Whether a mention contains any of the keywords, remembered per keyword and row: a filter change that keeps the
// keywords (a new date range, another media segment) reuses what earlier changes found and searches only rows it
// has not seen yet. The answers are the same as searching every time; only the work differs (ADR 0030).

/** Keywords whose per-row answers are kept (least recently used dropped first): 1 byte per mention each. */
export const REMEMBERED_KEYWORDS = 16;

const UNKNOWN = 0;
const ABSENT = 1;
const PRESENT = 2;

export type KeywordMatcher = {
  texts: string[];
  signatures: Uint32Array;
  keywords: string[];
  probes: Probe[];
  memos: Uint8Array[];
};

/** `keywords` must be normalised (lower-cased, trimmed, distinct). */
export function keywordMatcher(index: KeywordIndex, keywords: readonly string[]): KeywordMatcher {
  return {
    texts: index.texts,
    signatures: index.signatures,
    keywords: [...keywords],
    probes: keywords.map(probeOf),
    memos: keywords.map((keyword) => rememberedAnswers(index, keyword)),
  };
}

function rememberedAnswers(index: KeywordIndex, keyword: string) {
  const memo = index.memos.get(keyword) ?? new Uint8Array(index.texts.length);
  index.memos.delete(keyword);
  index.memos.set(keyword, memo);
  if (index.memos.size > REMEMBERED_KEYWORDS) index.memos.delete(index.memos.keys().next().value!);
  return memo;
}

export function matchesAnyKeyword(matcher: KeywordMatcher, row: number) {
  const { keywords, probes, memos } = matcher;
  for (let position = 0; position < keywords.length; position++) {
    const memo = memos[position]!;
    let answer = memo[row]!;
    if (answer === UNKNOWN) {
      const found =
        mayContain(matcher.signatures, row, probes[position]!) && matcher.texts[row]!.includes(keywords[position]!);
      answer = found ? PRESENT : ABSENT;
      memo[row] = answer;
    }
    if (answer === PRESENT) return true;
  }
  return false;
}
