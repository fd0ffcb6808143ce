import { alertsEndpoints, type AlertList, type MarkAlertsReadRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { markAlertsRead } from '../lib/merge-alerts';
import { viewAlertKeys } from './view-alert-keys';

export function postAlertsRead(request: MarkAlertsReadRequest) {
  return callEndpoint(alertsEndpoints.markAlertsRead, { body: request });
}

/** Marks some alerts, or all, read; the list held shows them read at once after the answer. */
export function useMarkAlertsReadMutation(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: viewAlertKeys.markRead(),
    mutationFn: postAlertsRead,
    onSuccess: (_answer, request) =>
      queryClient.setQueryData<AlertList>(viewAlertKeys.list(username), (held) =>
        held ? markAlertsRead(held, request) : held,
      ),
  });
}
