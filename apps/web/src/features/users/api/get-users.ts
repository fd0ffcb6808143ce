import { userListSchema, usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Every user, sign-up requests included: a few hundred at most, so the screen searches and sorts them itself. */
export const usersQueryOptions = queryOptions({
  queryKey: ['users', 'list'],
  queryFn: ({ signal }) => requestApi(usersEndpoints.list.path, { signal, parser: userListSchema }),
  meta: { errorTitle: 'Users Error' },
});
