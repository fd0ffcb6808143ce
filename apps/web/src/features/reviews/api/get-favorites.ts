import { favoriteListSchema, reviewsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function favoritesQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['favorites', username],
    queryFn: ({ signal }) =>
      requestApi(reviewsEndpoints.listFavorites.path.replace(':username', encodeURIComponent(username)), {
        signal,
        parser: favoriteListSchema,
      }),
    meta: { errorTitle: 'Bookmarks Error' },
  });
}
