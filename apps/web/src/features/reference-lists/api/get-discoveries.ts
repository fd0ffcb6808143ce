import { referenceListsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { referenceListKeys } from './reference-list-keys';

export const discoveriesQueryOptions = queryOptions({
  queryKey: referenceListKeys.discoveries(),
  queryFn: ({ signal }) => callEndpoint(referenceListsEndpoints.discoveries, { signal }),
  meta: { errorTitle: 'Discoveries Error' },
});
