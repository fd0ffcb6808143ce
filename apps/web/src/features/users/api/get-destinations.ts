import { usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export const destinationsQueryOptions = queryOptions({
  queryKey: userKeys.destinations(),
  queryFn: ({ signal }) => callEndpoint(usersEndpoints.destinations, { signal }),
  staleTime: Infinity,
  meta: { errorTitle: 'Destinations Error' },
});
