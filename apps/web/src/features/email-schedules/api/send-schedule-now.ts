import { emailSchedulesEndpoints, type SendNowResponse } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

export function postSendNow(id: string): Promise<SendNowResponse> {
  return callEndpoint(emailSchedulesEndpoints.sendNow, { params: { id } });
}

export function useSendNowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailScheduleKeys.sendNow(),
    mutationFn: postSendNow,
    // A send moves the schedule's last send, its history and the period its next preview covers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailScheduleKeys.all }),
  });
}
