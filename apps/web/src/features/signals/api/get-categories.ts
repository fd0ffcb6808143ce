import { categoriesResponseSchema, signalsEndpoints, type Categories } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Spec section 3: empty categories are dropped. */
export function dropEmptyCategories(categories: Categories): Categories {
  return Object.fromEntries(Object.entries(categories).filter(([, eventTypes]) => eventTypes.length > 0));
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: async ({ signal }) =>
    dropEmptyCategories(
      await requestApi(signalsEndpoints.categories.path, { signal, parser: categoriesResponseSchema }),
    ),
  staleTime: Infinity,
  // Spec section 8: the categories load shares the event types' alert title, and becomes empty on failure.
  meta: { errorTitle: 'Event Types Error' },
});
