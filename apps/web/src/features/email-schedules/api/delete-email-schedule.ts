import { emailSchedulesEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';
import { emailSchedulesQueryOptions } from './get-email-schedules';

export function deleteEmailSchedule(id: string) {
  return callEndpoint(emailSchedulesEndpoints.remove, { params: { id } });
}

export function useDeleteEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailScheduleKeys.delete(),
    mutationFn: deleteEmailSchedule,
    onSuccess: ({ id }) => {
      queryClient.setQueryData(emailSchedulesQueryOptions.queryKey, (list) => list?.filter((entry) => entry.id !== id));
      return queryClient.invalidateQueries({ queryKey: emailScheduleKeys.all });
    },
  });
}
