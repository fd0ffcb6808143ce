import { signalSchema, signalsEndpoints, type Signal, type UpdateSignalRequest } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';

/** PATCH /events-management (moderator and up): every field is sent, so a cleared one is cleared; the arguments are replaced. */
export function patchSignal(request: UpdateSignalRequest): Promise<Signal> {
  return requestApi(signalsEndpoints.updateSignal.path, { method: 'PATCH', body: request, parser: signalSchema });
}

export function useUpdateSignalMutation() {
  return useMutation({
    mutationKey: ['signals', 'update'],
    mutationFn: (request: UpdateSignalRequest) => withMonitoringFlags(request.customerName, () => patchSignal(request)),
  });
}
