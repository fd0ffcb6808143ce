import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueuedSearchParams } from '../routing/use-queued-search-params';
import { SORT_PARAM } from './stream-sort';

type OpenedHereState = { itemOpenedHere?: boolean } | null;

/**
 * The item whose details show, kept in the URL (`?<param>=<id>`, e.g. `?signal=` or `?mention=`) beside the filters,
 * so that a details drawer can be shared and survives a reload. Opening adds a history entry (Back closes the details,
 * as on a phone one expects); closing goes back to it when this page opened them, and otherwise (a shared link)
 * replaces the entry, so that closing never leaves the screen.
 */
export function useOpenItem(param: string) {
  const [searchParams, setSearchParams] = useQueuedSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = searchParams.get(param);
  const openedHere = (location.state as OpenedHereState)?.itemOpenedHere === true;

  const alreadyOpen = openId !== null;
  const open = useCallback(
    (id: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, id);
          return next;
        },
        // From one item's details to another's replaces the entry: closing then still returns to the list.
        alreadyOpen
          ? { replace: true, state: location.state as OpenedHereState }
          : { state: { itemOpenedHere: true } satisfies OpenedHereState },
      ),
    [setSearchParams, param, alreadyOpen, location.state],
  );

  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setSearchParams, param]);

  return { openId, open, close };
}

/**
 * How a filter change writes the URL. It replaces the history entry: Back leaves the screen instead of undoing one
 * click at a time. And the page renders it at once, not in a transition: the filter fields show what the URL holds,
 * so a second choice made before a transition's render (two options picked quickly on a busy machine) would be
 * built on the fields' old value and drop the first.
 */
export const CRITERIA_NAVIGATION = { replace: true, flushSync: true } as const;

/** The filter's own parameters: opening an item's details (its `param`) must not refilter the list. */
export function criteriaQueryOf(params: URLSearchParams, param: string): string {
  const criteriaParams = new URLSearchParams(params);
  criteriaParams.delete(param);
  // The order is not a filter: choosing it must not refilter the list either.
  criteriaParams.delete(SORT_PARAM);
  return criteriaParams.toString();
}

/** A filter's new search parameters, keeping the open item's (a filter change leaves the details open). */
export function keepOpenItem(criteriaParams: URLSearchParams, current: URLSearchParams, param: string) {
  const openId = current.get(param);
  if (openId !== null) criteriaParams.set(param, openId);
  const sort = current.get(SORT_PARAM);
  if (sort !== null) criteriaParams.set(SORT_PARAM, sort);
  return criteriaParams;
}
