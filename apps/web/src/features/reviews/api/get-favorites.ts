import { reviewsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { reviewKeys } from './review-keys';

/** The user's bookmarks. */
export function favoritesQueryOptions(username: string) {
  return queryOptions({
    queryKey: reviewKeys.favorites(username),
    queryFn: ({ signal }) => callEndpoint(reviewsEndpoints.listFavorites, { params: { username }, signal }),
    meta: { errorTitle: 'Bookmarks Error' },
  });
}
