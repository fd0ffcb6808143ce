// "Most relevant first" beside newest first (issue 39, ADR 0137): the stream's order, its own URL parameter (not a
// filter criterion: it changes the order, never which items show).
import { STREAM_SORT_PARAM } from '@argus/contract';

/**
 * The URL parameter of a stream's order: `sort=relevance`; absent (or anything else) is newest first. The contract's,
 * since a saved view keeps it too (ADR 0135).
 */
export const SORT_PARAM = STREAM_SORT_PARAM;

export type StreamSort = 'newest' | 'relevance';

export function streamSortOf(params: URLSearchParams): StreamSort {
  return params.get(SORT_PARAM) === 'relevance' ? 'relevance' : 'newest';
}

/** What a card shows of the relevance sort: the "For you" mark and the one line saying why (null: none). */
export type ItemRelevance = { forYou: boolean; reason: string | null };

/** An item's relevance marks while the list is ranked; undefined in newest first (cards stay as they are). */
export type ItemRelevanceOf<T> = (item: T) => ItemRelevance | undefined;
