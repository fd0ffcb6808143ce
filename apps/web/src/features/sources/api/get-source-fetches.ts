import { sourcesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

/** A source's last fetches, newest first (the server keeps 100). */
export function sourceFetchesQueryOptions(id: string) {
  return queryOptions({
    queryKey: sourceKeys.fetches(id),
    queryFn: ({ signal }) => callEndpoint(sourcesEndpoints.listSourceFetches, { params: { id }, signal }),
    staleTime: 0,
    meta: { errorTitle: 'Fetch Log Error' },
  });
}
