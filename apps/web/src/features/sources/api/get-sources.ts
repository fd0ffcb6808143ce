import { sourcesEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { sourceKeys } from './source-keys';

/** The sources' health moves by itself (the poller fetches them): the list is asked again this often while shown. */
export const SOURCES_REFRESH_MS = 30_000;

/** Every source with its health (tens to a few hundred: the screen shows them all). */
export const sourcesQueryOptions = queryOptions({
  queryKey: sourceKeys.list(),
  queryFn: ({ signal }) => callEndpoint(sourcesEndpoints.listSources, { signal }),
  staleTime: 0,
  // Not while the list is refused: the alert would come back every 30 seconds.
  refetchInterval: (query) => (query.state.status === 'error' ? false : SOURCES_REFRESH_MS),
  meta: { errorTitle: 'Sources Error' },
});
