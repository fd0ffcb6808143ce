import { usersEndpoints, type UpdateUserRequest, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';
import { userKeys } from './user-keys';

export function patchUser(username: string, changes: UpdateUserRequest): Promise<UserRecord> {
  return callEndpoint(usersEndpoints.update, { params: { username }, body: changes });
}

export function useUpdateUserMutation(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...userKeys.all, 'update', username],
    mutationFn: (changes: UpdateUserRequest) => patchUser(username, changes),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions(username).queryKey, user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
