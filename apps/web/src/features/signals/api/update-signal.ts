import { signalsEndpoints, type Signal, type UpdateSignalRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';
import { signalKeys } from './signal-keys';

/** PATCH /events-management (moderator and up): every field is sent, so a cleared one is cleared; the arguments are replaced. */
export function patchSignal(request: UpdateSignalRequest): Promise<Signal> {
  return callEndpoint(signalsEndpoints.updateSignal, { body: request });
}

export function useUpdateSignalMutation() {
  return useMutation({
    mutationKey: [...signalKeys.all, 'update'],
    mutationFn: (request: UpdateSignalRequest) => withMonitoringFlags(request.customerName, () => patchSignal(request)),
  });
}
