import { usersEndpoints, userRecordSchema, type CreateUserRequest, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postUser(request: CreateUserRequest): Promise<UserRecord> {
  return requestApi(usersEndpoints.create.path, { method: 'POST', body: request, parser: userRecordSchema });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', 'create'],
    mutationFn: postUser,
    // The user lists (and configurations) now hold one more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
