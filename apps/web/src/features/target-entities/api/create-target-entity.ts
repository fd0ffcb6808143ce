import { targetEntitiesEndpoints, type CreateTargetEntityRequest, type TargetEntityRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { targetEntityKeys } from './target-entity-keys';

export function postTargetEntity(request: CreateTargetEntityRequest): Promise<TargetEntityRecord> {
  return callEndpoint(targetEntitiesEndpoints.create, { body: request });
}

/** Creates an entity; also how a duplicate is saved (the editor holds the whole copy, adjusted before saving). */
export function useCreateTargetEntityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...targetEntityKeys.all, 'create'],
    mutationFn: postTargetEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetEntityKeys.all }),
  });
}
