import { userRecordSchema, usersEndpoints, type UpdateUserRequest, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { userPath } from './get-user';

export function patchUser(username: string, changes: UpdateUserRequest): Promise<UserRecord> {
  return requestApi(userPath(usersEndpoints.update.path, username), {
    method: 'PATCH',
    body: changes,
    parser: userRecordSchema,
  });
}

export function useUpdateUserMutation(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'update', username],
    mutationFn: (changes: UpdateUserRequest) => patchUser(username, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', username], user);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
