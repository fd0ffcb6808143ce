import { FILTER_PAGE_MAX_LIMIT, type FilterSort } from '@argus/contract';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { FilterPlace, ServerPlace } from '../../lib/filter-place';
import { queryClient } from '../state/query-client';

/** What every page of the server's filter answers carries (ADR 0031). */
export type FilterPage = { total: number; nextCursor: string | null };

/** Every server filter answer's key starts with this, then the kind of item and the customer. */
const SERVER_FILTER = 'server-filter';
/** The same for the option lists of a folder filtered on the server (`use-server-options.ts`). */
export const SERVER_OPTIONS = 'server-options';

/** The key of a folder's server filter answers: `serverFilterScope('signals', 'poc')`. */
export function serverFilterScope(kind: 'signals' | 'mentions', customer: string): QueryKey {
  return [SERVER_FILTER, kind, customer];
}

/**
 * What the server filters changed: a review (any kind), a moderator's change or a live update of a folder's signals.
 * The answers on screen are asked again at once, the others when they are next shown.
 */
export function refreshServerFilters(...scope: string[]): void {
  void queryClient.invalidateQueries({ queryKey: [SERVER_FILTER, ...scope] });
  // The option lists change with the folder's items, never with a review (ADR 0110).
  if (scope.length > 0) void queryClient.invalidateQueries({ queryKey: [SERVER_OPTIONS, ...scope] });
}

/** One screen's filter read: the folder's scope, the criteria as the server reads them, and a page fetcher. */
export type ServerFilterQuery<Page extends FilterPage, Item> = {
  /** The folder's answers (`serverFilterScope`). */
  scope: QueryKey;
  /** The criteria as the query string the server reads. */
  criteria: string;
  fetchPage: (page: { cursor?: string; limit: number }, signal?: AbortSignal) => Promise<Page>;
  itemsOf: (page: Page) => Item[];
  /** The title of the alert a failed read shows. */
  errorTitle: string;
};

/** The list in view pages forward as it scrolls (ADR 0033): a screen's page is about 20 screens of cards. */
export const SERVER_PAGE_SIZE = 100;

/** A list the server filters, as a stream screen shows it (counts, paging, export, the hint of `place`). */
export type ServerListing<Item> = {
  place: ServerPlace;
  /** All items the criteria show; null until the first answer. */
  total: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The answer on screen is being replaced (new criteria, or a refresh). */
  updating: boolean;
  /** Every item of the present criteria, for an export: pages of the largest size the server answers. */
  fetchAll: () => Promise<Item[]>;
};

export type ServerFiltered<Page extends FilterPage, Item> = Omit<ServerListing<Item>, 'place'> & {
  /** The pages so far; null until the first answer (another criteria's answer of the folder stays meanwhile). */
  pages: Page[] | null;
  /** Their items in order. */
  items: Item[] | null;
};

/** The key of a server read that asks nothing (the browser filters). */
const SERVER_FILTER_OFF: QueryKey = [SERVER_FILTER, 'off'];

/** The key belongs to the folder's answers (`serverFilterScope`). */
export const sameScope = (key: QueryKey | undefined, scope: QueryKey) =>
  key !== undefined && scope.every((part, index) => key[index] === part);

/**
 * A stream screen's list filtered by the server where `place` says so (ADR 0033), as TanStack Query pages keyed by
 * the criteria and order; null (and nothing asked) while the browser filters. `readOf` is the feature's filter read.
 */
export function useServerFilter<Criteria, Page extends FilterPage, Item>(
  customer: string | null,
  criteria: Criteria,
  place: FilterPlace,
  readOf: (customer: string, criteria: Criteria, sort: FilterSort) => ServerFilterQuery<Page, Item>,
  /** "Most relevant first" ranked by the server with the caller's model (ADR 0137), or newest first. */
  sort: FilterSort = 'newest',
): (ServerFiltered<Page, Item> & { place: ServerPlace }) | null {
  const serverPlace = place !== 'browser' && customer !== null ? place : null;
  const query = useMemo(
    () => (serverPlace && customer !== null ? readOf(customer, criteria, sort) : null),
    [serverPlace, customer, criteria, readOf, sort],
  );
  const answer = useServerPages(query);
  return useMemo(() => (serverPlace ? { ...answer, place: serverPlace } : null), [answer, serverPlace]);
}

/** The pages of `query`; nothing is asked while it is null. */
function useServerPages<Page extends FilterPage, Item>(
  query: ServerFilterQuery<Page, Item> | null,
): ServerFiltered<Page, Item> {
  const scope = query?.scope ?? SERVER_FILTER_OFF;
  const answer = useInfiniteQuery({
    queryKey: query ? [...query.scope, query.criteria] : SERVER_FILTER_OFF,
    queryFn: ({ pageParam, signal }) => query!.fetchPage({ cursor: pageParam, limit: SERVER_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page) => page.nextCursor ?? undefined,
    enabled: query !== null,
    // Other criteria's answer of the same folder stays on screen until this one arrives; another folder's never.
    placeholderData: (previous, previousQuery) => (sameScope(previousQuery?.queryKey, scope) ? previous : undefined),
    meta: { errorTitle: query?.errorTitle },
  });
  const fetchAll = useCallback(async () => {
    if (!query) return [];
    const items: Item[] = [];
    let cursor: string | undefined;
    do {
      const page = await query.fetchPage({ cursor, limit: FILTER_PAGE_MAX_LIMIT });
      items.push(...query.itemsOf(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return items;
  }, [query]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } = answer;
  // The pages of the criteria before are only on show: their cursor is not this answer's.
  const hasMore = hasNextPage && !isPlaceholderData;
  const loadMore = useCallback(() => {
    if (hasMore && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasMore, isFetchingNextPage]);
  const pages = query && answer.data ? answer.data.pages : null;
  const itemsOf = query?.itemsOf;
  const items = useMemo(() => (pages && itemsOf ? pages.flatMap(itemsOf) : null), [pages, itemsOf]);
  const updating = answer.isFetching && !isFetchingNextPage;
  return useMemo(
    () => ({
      pages,
      items,
      total: pages?.[0]?.total ?? null,
      hasMore,
      loadingMore: isFetchingNextPage,
      loadMore,
      updating,
      fetchAll,
    }),
    [pages, items, hasMore, isFetchingNextPage, loadMore, updating, fetchAll],
  );
}
