import { usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Every user, sign-up requests included: a few hundred at most, so the screen searches and sorts them itself. */
export const usersQueryOptions = queryOptions({
  queryKey: userKeys.list(),
  // No page asked for: the whole list.
  queryFn: ({ signal }) => callEndpoint(usersEndpoints.list, { query: {}, signal }),
  meta: { errorTitle: 'Users Error' },
});
