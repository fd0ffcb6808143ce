import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { CURSOR_PARAM, logFiltersFromSearchParams, writeLogFilters, type LogFilters } from '../lib/log-filters';

/** What the history entry remembers of the pages before this one: their cursors, '' for the newest page. */
type PagingState = { logTrail?: string[] };

/**
 * The Logs screen's filters and page, both in the URL. A filter change replaces the history entry and goes back to
 * the newest page; Older pushes one (Back returns to the newer page) and remembers the cursors it came through in
 * the entry's state, so Newer needs no cursor of its own. A bookmarked older page has no trail: Newer goes to the
 * newest page there.
 */
export function useLogUrl() {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const location = useLocation();
  const query = searchParams.toString();
  const filters = useMemo(() => logFiltersFromSearchParams(new URLSearchParams(query)), [query]);
  const cursor = searchParams.get(CURSOR_PARAM) ?? undefined;
  const trail = useMemo(() => (location.state as PagingState | null)?.logTrail ?? [], [location.state]);

  const changeFilters = useCallback(
    (change: Partial<LogFilters>) =>
      setSearchParams(
        (current) => {
          const next = writeLogFilters(new URLSearchParams(current), {
            ...logFiltersFromSearchParams(current),
            ...change,
          });
          next.delete(CURSOR_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const goToPage = useCallback(
    (nextCursor: string | undefined, nextTrail: string[]) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextCursor) next.set(CURSOR_PARAM, nextCursor);
          else next.delete(CURSOR_PARAM);
          return next;
        },
        { state: { logTrail: nextTrail } satisfies PagingState },
      ),
    [setSearchParams],
  );

  return {
    filters,
    changeFilters,
    cursor,
    /** How many pages lie before this one, when known (null on a bookmarked older page). */
    pageIndex: cursor === undefined ? 0 : trail.length > 0 ? trail.length : null,
    older: (nextCursor: string) => goToPage(nextCursor, [...trail, cursor ?? '']),
    newer: () => goToPage(trail.at(-1) || undefined, trail.slice(0, -1)),
    newest: () => goToPage(undefined, []),
  };
}
