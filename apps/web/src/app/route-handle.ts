import { useMatches } from 'react-router';

/** What a route tells the shell about itself: the header shows the feature name and the page name. */
export type RouteHandle = { feature?: string; page?: string };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The deepest feature and page names among the matched routes. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    if (match.handle.feature) merged.feature = match.handle.feature;
    if (match.handle.page) merged.page = match.handle.page;
  }
  return merged;
}
