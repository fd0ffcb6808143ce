import type { Mention, SearchTermKeywords } from '@argus/contract';
import { compareNames, normalizeKeywords, searchText } from '@argus/filtering';

/** One search term of a folder's discoveries and its keywords. */
export type SearchTerm = { term: string; keywords: string[] };

/**
 * The search terms of all a folder's discoveries, sorted by term; a term that two discoveries share is one term with
 * the keywords of both. Discoveries not loaded (a failed load) add nothing.
 */
export function mergeSearchTerms(answers: readonly (SearchTermKeywords | undefined)[]): SearchTerm[] {
  const byTerm = new Map<string, Set<string>>();
  for (const answer of answers) {
    for (const [term, { keywords }] of Object.entries(answer ?? {})) {
      const merged = byTerm.get(term) ?? new Set<string>();
      for (const keyword of keywords) merged.add(keyword);
      byTerm.set(term, merged);
    }
  }
  return [...byTerm]
    .map(([term, keywords]) => ({ term, keywords: [...keywords] }))
    .sort((left, right) => compareNames(left.term, right.term));
}

/**
 * The keyword field's suggestions: each term a group of its keywords. A keyword is offered once (under its first
 * term), compared case-insensitively like the filter, because a choice list cannot hold one value twice.
 */
export function keywordSuggestions(terms: readonly SearchTerm[]): { group: string; items: string[] }[] {
  const offered = new Set<string>();
  const groups: { group: string; items: string[] }[] = [];
  for (const { term, keywords } of terms) {
    const items = keywords.filter((keyword) => {
      const key = keyword.trim().toLowerCase();
      if (!key || offered.has(key)) return false;
      offered.add(key);
      return true;
    });
    if (items.length > 0) groups.push({ group: term, items });
  }
  return groups;
}

/** Every keyword of the folder's search terms: what a card marks when no keyword filter is set. */
export function allKeywords(terms: readonly SearchTerm[]): string[] {
  return terms.flatMap((term) => term.keywords);
}

/**
 * The folder's search terms that found this mention, each with its keywords that occur in it (in the title, sentence,
 * translation or authors, case-insensitively like the keyword filter): what the details say it was found by.
 */
export function termsFoundIn(mention: Mention, terms: readonly SearchTerm[]): SearchTerm[] {
  const text = searchText(mention);
  return terms
    .map(({ term, keywords }) => ({
      term,
      keywords: keywords.filter((keyword) => normalizeKeywords([keyword]).some((wanted) => text.includes(wanted))),
    }))
    .filter((found) => found.keywords.length > 0);
}
