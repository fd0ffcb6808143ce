import type { Mention } from '@argus/contract';
import { AhoCorasick } from '@monyone/aho-corasick';
import { normalizeKeywords, searchText } from '../mentions/keywords';

export type SearchTermDefinition = {
  id: string;
  customerName: string;
  discoveryId: string;
  keywords: readonly string[];
};

/** The four fields the keyword filter searches (spec section 5). */
export type ItemText = { title: string; sentence: string; translatedSentence: string | null; authors: string | null };

export type SearchTermMatch = { customerName: string; searchTermIds: string[]; discoveryId: string };

export type SearchTermMatcher = {
  /**
   * One entry per folder with at least one matching term, in the order of each folder's first matching term;
   * its term ids in definition order; the discovery id of its first matching term.
   */
  match(item: ItemText): SearchTermMatch[];
};

/**
 * Which search terms an arriving item matches, with the filter's semantics exactly (a term matches when one of its
 * normalised keywords is contained in the lower-cased title, sentence, translated sentence or authors, never across
 * two fields), but in one pass over the item for all terms: one Aho-Corasick automaton over every keyword, each hit
 * mapped back to the terms that hold the keyword (ADR 0123). A term without keywords matches nothing.
 */
export function buildSearchTermMatcher(terms: readonly SearchTermDefinition[]): SearchTermMatcher {
  const definitions = [...terms];
  const termsOfKeyword = new Map<string, number[]>();
  definitions.forEach((term, index) => {
    for (const keyword of normalizeKeywords(term.keywords)) {
      const holders = termsOfKeyword.get(keyword);
      if (holders) holders.push(index);
      else termsOfKeyword.set(keyword, [index]);
    }
  });
  const automaton = new AhoCorasick([...termsOfKeyword.keys()]);

  return {
    match(item) {
      if (termsOfKeyword.size === 0) return [];
      // searchText reads only the four fields of ItemText; it is typed on Mention because the filter calls it.
      const text = searchText(item as Mention);
      const matched = new Set<number>();
      for (const { keyword } of automaton.matchInText(text)) {
        for (const index of termsOfKeyword.get(keyword) ?? []) matched.add(index);
      }
      return groupByFolder(
        definitions,
        [...matched].sort((left, right) => left - right),
      );
    },
  };
}

function groupByFolder(definitions: readonly SearchTermDefinition[], rows: readonly number[]): SearchTermMatch[] {
  const byFolder = new Map<string, SearchTermMatch>();
  for (const row of rows) {
    const term = definitions[row]!;
    const entry = byFolder.get(term.customerName);
    if (entry) entry.searchTermIds.push(term.id);
    else
      byFolder.set(term.customerName, {
        customerName: term.customerName,
        searchTermIds: [term.id],
        discoveryId: term.discoveryId,
      });
  }
  return [...byFolder.values()];
}
