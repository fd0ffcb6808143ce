import { usersEndpoints, type CreateUserRequest, type UserRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function postUser(request: CreateUserRequest): Promise<UserRecord> {
  return callEndpoint(usersEndpoints.create, { body: request });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...userKeys.all, 'create'],
    mutationFn: postUser,
    // The user lists (and configurations) now hold one more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
