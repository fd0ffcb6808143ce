import {
  targetEntitiesEndpoints,
  targetEntityRecordSchema,
  type CreateTargetEntityRequest,
  type TargetEntityRecord,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postTargetEntity(request: CreateTargetEntityRequest): Promise<TargetEntityRecord> {
  return requestApi(targetEntitiesEndpoints.create.path, {
    method: 'POST',
    body: request,
    parser: targetEntityRecordSchema,
  });
}

/** Creates an entity; also how a duplicate is saved (the editor holds the whole copy, adjusted before saving). */
export function useCreateTargetEntityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['target-entities', 'create'],
    mutationFn: postTargetEntity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['target-entities'] }),
  });
}
