import type { SearchTermKeywords } from '@argus/contract';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { searchTermsQueryOptions } from '../api/get-search-terms';
import { mergeSearchTerms, type SearchTerm } from '../lib/search-terms';

// Outside the hook so that its identity is stable: TanStack Query then merges again only when an answer changes.
const combineSearchTerms = (results: UseQueryResult<SearchTermKeywords>[]) =>
  mergeSearchTerms(results.map((result) => result.data));

/**
 * The search terms of a folder's discoveries, from the start-up's cache (it loads them with the folder's latest
 * mentions; ADR 0012: components never fetch what the start-up fetches).
 */
export function useSearchTerms(discoveryIds: readonly string[]): SearchTerm[] {
  return useQueries({
    queries: discoveryIds.map((discoveryId) => ({ ...searchTermsQueryOptions(discoveryId), enabled: false })),
    combine: combineSearchTerms,
  });
}
