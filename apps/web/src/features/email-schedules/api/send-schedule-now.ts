import { emailSchedulesEndpoints, sendNowResponseSchema, type SendNowResponse } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { schedulePath } from './get-email-schedules';

export function postSendNow(id: string): Promise<SendNowResponse> {
  return requestApi(schedulePath(emailSchedulesEndpoints.sendNow.path, id), {
    method: 'POST',
    parser: sendNowResponseSchema,
  });
}

export function useSendNowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-schedules', 'send-now'],
    mutationFn: postSendNow,
    // A send moves the schedule's last send, its history and the period its next preview covers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email-schedules'] }),
  });
}
