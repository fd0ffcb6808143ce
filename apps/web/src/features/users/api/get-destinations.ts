import { destinationListSchema, usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const destinationsQueryOptions = queryOptions({
  queryKey: ['users', 'destinations'],
  queryFn: ({ signal }) => requestApi(usersEndpoints.destinations.path, { signal, parser: destinationListSchema }),
  staleTime: Infinity,
  meta: { errorTitle: 'Destinations Error' },
});
