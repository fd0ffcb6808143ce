import { favoriteListSchema, reviewsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** The user's bookmarks: listed, added (POST) and, with an item id after it, removed (DELETE) here. */
export function favoritesPath(username: string): string {
  return reviewsEndpoints.listFavorites.path.replace(':username', encodeURIComponent(username));
}

export function favoritesQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['favorites', username],
    queryFn: ({ signal }) => requestApi(favoritesPath(username), { signal, parser: favoriteListSchema }),
    meta: { errorTitle: 'Bookmarks Error' },
  });
}
