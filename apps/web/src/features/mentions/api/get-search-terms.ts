import { mentionsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { mentionKeys } from './mention-keys';

/** One discovery's search terms: term → { keywords }. */
export function searchTermsQueryOptions(discoveryId: string) {
  return queryOptions({
    queryKey: mentionKeys.searchTerms(discoveryId),
    queryFn: ({ signal }) => callEndpoint(mentionsEndpoints.searchTerms, { params: { discoveryId }, signal }),
    meta: { errorTitle: 'Discovery Keywords Error' },
  });
}
