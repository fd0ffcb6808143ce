import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/** A change of the search parameters: the next ones, built from the current ones (never mutating them). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The last write, until the router shows a location other than the one it was made from. Module-wide, not per hook:
 * the filter's, the open item's and a view's own hooks all write the one address bar.
 */
let lastWrite: { fromKey: string; fromSearch: string; search: string } | undefined;

/**
 * `useSearchParams` whose changes build on each other, as React's state updates do. React Router hands a functional
 * `setSearchParams` the parameters of the last render (documented, "no queueing"): a second change made before the
 * router's next render (two writes in one event, or a second click while the first one's render waits in a
 * transition on a busy machine) is built on the old address and drops the first. Here a change made while the router
 * still shows the location the previous write was made from builds on that write.
 */
export function useQueuedSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const search = searchParams.toString();

  // Once a new location shows, the writes made before it are history: later changes build on what the router shows.
  useEffect(() => {
    if (lastWrite && lastWrite.fromKey !== key) lastWrite = undefined;
  }, [key]);

  const changeSearchParams = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const pending = lastWrite?.fromKey === key && lastWrite.fromSearch === search ? lastWrite.search : search;
      const next = change(new URLSearchParams(pending));
      lastWrite = { fromKey: key, fromSearch: search, search: next.toString() };
      setSearchParams(next, options);
    },
    [key, search, setSearchParams],
  );
  return [searchParams, changeSearchParams] as const;
}
