import { userRecordSchema, usersEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export const userPath = (path: string, username: string) => path.replace(':username', encodeURIComponent(username));

export function userQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['users', 'detail', username],
    queryFn: ({ signal }) =>
      requestApi(userPath(usersEndpoints.read.path, username), { signal, parser: userRecordSchema }),
    // A missing user is the screen's to explain; no alert.
  });
}
