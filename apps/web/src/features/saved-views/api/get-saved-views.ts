import { savedViewsEndpoints, type SavedView } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { savedViewKeys } from './saved-view-keys';

const NO_VIEWS: SavedView[] = [];

/** A folder's saved views: the caller's own and those its other users share, by name (ADR 0135). */
export function savedViewsQueryOptions(customer: string) {
  return queryOptions({
    queryKey: savedViewKeys.list(customer),
    queryFn: ({ signal }) => callEndpoint(savedViewsEndpoints.listSavedViews, { query: { customer }, signal }),
    select: (answer) => answer.items,
  });
}

/**
 * The selected folder's saved views; none without a folder or while they load. `enabled` lets a caller ask only
 * when it shows them (the command palette, once opened). A failed read shows no views rather than an alert: the
 * navigation and the palette work without them.
 */
export function useSavedViews(customer: string | null, enabled = true): SavedView[] {
  const views = useQuery({ ...savedViewsQueryOptions(customer ?? ''), enabled: enabled && customer !== null });
  return views.data ?? NO_VIEWS;
}
