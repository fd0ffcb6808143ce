import { usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function userQueryOptions(username: string) {
  return queryOptions({
    queryKey: userKeys.detail(username),
    queryFn: ({ signal }) => callEndpoint(usersEndpoints.read, { params: { username }, signal }),
    // A missing user is the screen's to explain; no alert.
  });
}
