import { emailSchedulesEndpoints, type CreateEmailScheduleRequest, type EmailScheduleRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';
import { emailSchedulesQueryOptions } from './get-email-schedules';

export function postEmailSchedule(request: CreateEmailScheduleRequest): Promise<EmailScheduleRecord> {
  return callEndpoint(emailSchedulesEndpoints.create, { body: request });
}

export function useCreateEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailScheduleKeys.create(),
    mutationFn: postEmailSchedule,
    onSuccess: (schedule) => {
      // In the list at once, so that its details can open before the list is read again.
      queryClient.setQueryData(emailSchedulesQueryOptions.queryKey, (list) => list && [...list, schedule]);
      // The Settings page's digest subscriptions read the same schedules.
      return queryClient.invalidateQueries({ queryKey: emailScheduleKeys.all });
    },
  });
}
