import { discoveryListSchema, referenceListsEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const discoveriesQueryOptions = queryOptions({
  queryKey: ['reference-lists', 'discoveries'],
  queryFn: ({ signal }) =>
    requestApi(referenceListsEndpoints.discoveries.path, { signal, parser: discoveryListSchema }),
  meta: { errorTitle: 'Discoveries Error' },
});
