import {
  targetEntitiesEndpoints,
  targetEntityRecordSchema,
  type TargetEntityRecord,
  type UpdateTargetEntityRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { targetEntityPath } from './get-target-entity';

export function patchTargetEntity(id: string, changes: UpdateTargetEntityRequest): Promise<TargetEntityRecord> {
  return requestApi(targetEntityPath(targetEntitiesEndpoints.update.path, id), {
    method: 'PATCH',
    body: changes,
    parser: targetEntityRecordSchema,
  });
}

export function useUpdateTargetEntityMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['target-entities', 'update', id],
    mutationFn: (changes: UpdateTargetEntityRequest) => patchTargetEntity(id, changes),
    onSuccess: (entity) => {
      queryClient.setQueryData(['target-entities', 'detail', id], entity);
      return queryClient.invalidateQueries({ queryKey: ['target-entities'] });
    },
  });
}
