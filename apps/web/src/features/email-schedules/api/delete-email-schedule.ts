import { emailScheduleDeletedResponseSchema, emailSchedulesEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { emailSchedulesQueryOptions, schedulePath } from './get-email-schedules';

export function deleteEmailSchedule(id: string) {
  return requestApi(schedulePath(emailSchedulesEndpoints.remove.path, id), {
    method: 'DELETE',
    parser: emailScheduleDeletedResponseSchema,
  });
}

export function useDeleteEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-schedules', 'delete'],
    mutationFn: deleteEmailSchedule,
    onSuccess: ({ id }) => {
      queryClient.setQueryData(emailSchedulesQueryOptions.queryKey, (list) => list?.filter((entry) => entry.id !== id));
      return queryClient.invalidateQueries({ queryKey: ['email-schedules'] });
    },
  });
}
