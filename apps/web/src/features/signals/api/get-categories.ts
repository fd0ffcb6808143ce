import { signalsEndpoints, type Categories } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { signalKeys } from './signal-keys';

/** Spec section 3: empty categories are dropped. */
export function dropEmptyCategories(categories: Categories): Categories {
  return Object.fromEntries(Object.entries(categories).filter(([, eventTypes]) => eventTypes.length > 0));
}

export const categoriesQueryOptions = queryOptions({
  queryKey: signalKeys.categories(),
  queryFn: async ({ signal }) => dropEmptyCategories(await callEndpoint(signalsEndpoints.categories, { signal })),
  staleTime: Infinity,
  // Spec section 8: the categories load shares the event types' alert title, and becomes empty on failure.
  meta: { errorTitle: 'Event Types Error' },
});
