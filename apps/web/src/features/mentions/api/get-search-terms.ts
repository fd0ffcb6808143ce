import { mentionsEndpoints, searchTermKeywordsSchema } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** One discovery's search terms: term → { keywords }. */
export function searchTermsQueryOptions(discoveryId: string) {
  return queryOptions({
    queryKey: ['discovery', 'search-terms', discoveryId],
    queryFn: ({ signal }) =>
      requestApi(mentionsEndpoints.searchTerms.path.replace(':discoveryId', encodeURIComponent(discoveryId)), {
        signal,
        parser: searchTermKeywordsSchema,
      }),
    meta: { errorTitle: 'Discovery Keywords Error' },
  });
}
