import {
  emailScheduleRecordSchema,
  emailSchedulesEndpoints,
  type CreateEmailScheduleRequest,
  type EmailScheduleRecord,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postEmailSchedule(request: CreateEmailScheduleRequest): Promise<EmailScheduleRecord> {
  return requestApi(emailSchedulesEndpoints.create.path, {
    method: 'POST',
    body: request,
    parser: emailScheduleRecordSchema,
  });
}

export function useCreateEmailScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-schedules', 'create'],
    mutationFn: postEmailSchedule,
    // The Settings page's digest subscriptions read the same schedules.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email-schedules'] }),
  });
}
