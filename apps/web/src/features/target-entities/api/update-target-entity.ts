import { targetEntitiesEndpoints, type TargetEntityRecord, type UpdateTargetEntityRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { targetEntityQueryOptions } from './get-target-entity';
import { targetEntityKeys } from './target-entity-keys';

export function patchTargetEntity(id: string, changes: UpdateTargetEntityRequest): Promise<TargetEntityRecord> {
  return callEndpoint(targetEntitiesEndpoints.update, { params: { id }, body: changes });
}

export function useUpdateTargetEntityMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...targetEntityKeys.all, 'update', id],
    mutationFn: (changes: UpdateTargetEntityRequest) => patchTargetEntity(id, changes),
    onSuccess: (entity) => {
      queryClient.setQueryData(targetEntityQueryOptions(id).queryKey, entity);
      return queryClient.invalidateQueries({ queryKey: targetEntityKeys.all });
    },
  });
}
