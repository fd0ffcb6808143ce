import { userConfigListSchema, usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const userConfigsQueryOptions = queryOptions({
  queryKey: ['users', 'configs'],
  queryFn: ({ signal }) => requestApi(usersEndpoints.configs.path, { signal, parser: userConfigListSchema }),
  meta: { errorTitle: 'User Configurations Error' },
});
