import { usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export const userConfigsQueryOptions = queryOptions({
  queryKey: userKeys.configs(),
  queryFn: ({ signal }) => callEndpoint(usersEndpoints.configs, { signal }),
  meta: { errorTitle: 'User Configurations Error' },
});
