import {
  emailScheduleRecordSchema,
  emailSchedulesEndpoints,
  type EmailScheduleRecord,
  type UpdateEmailScheduleRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { emailSchedulesQueryOptions, schedulePath } from './get-email-schedules';

export function patchEmailSchedule(id: string, changes: UpdateEmailScheduleRequest): Promise<EmailScheduleRecord> {
  return requestApi(schedulePath(emailSchedulesEndpoints.update.path, id), {
    method: 'PATCH',
    body: changes,
    parser: emailScheduleRecordSchema,
  });
}

export function useUpdateEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-schedules', 'update'],
    mutationFn: ({ id, changes }: { id: string; changes: UpdateEmailScheduleRequest }) =>
      patchEmailSchedule(id, changes),
    onSuccess: (schedule) => {
      // The row changes at once (an on/off switch must not flick back while the list reloads).
      queryClient.setQueryData(emailSchedulesQueryOptions.queryKey, (list) =>
        list?.map((entry) => (entry.id === schedule.id ? schedule : entry)),
      );
      return queryClient.invalidateQueries({ queryKey: ['email-schedules'] });
    },
  });
}
