import { emailSchedulesEndpoints, type EmailScheduleRecord, type UpdateEmailScheduleRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';
import { emailSchedulesQueryOptions } from './get-email-schedules';

export function patchEmailSchedule(id: string, changes: UpdateEmailScheduleRequest): Promise<EmailScheduleRecord> {
  return callEndpoint(emailSchedulesEndpoints.update, { params: { id }, body: changes });
}

export function useUpdateEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailScheduleKeys.update(),
    mutationFn: ({ id, changes }: { id: string; changes: UpdateEmailScheduleRequest }) =>
      patchEmailSchedule(id, changes),
    onSuccess: (schedule) => {
      // The row changes at once (an on/off switch must not flick back while the list reloads).
      queryClient.setQueryData(emailSchedulesQueryOptions.queryKey, (list) =>
        list?.map((entry) => (entry.id === schedule.id ? schedule : entry)),
      );
      return queryClient.invalidateQueries({ queryKey: emailScheduleKeys.all });
    },
  });
}
