import { signalSchema, signalsEndpoints, type CreateSignalRequest, type Signal } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';

/** POST /events-management (moderator and up): the written signal comes back. */
export function postSignal(request: CreateSignalRequest): Promise<Signal> {
  return requestApi(signalsEndpoints.createSignal.path, { method: 'POST', body: request, parser: signalSchema });
}

export function useCreateSignalMutation() {
  return useMutation({
    mutationKey: ['signals', 'create'],
    mutationFn: (request: CreateSignalRequest) => withMonitoringFlags(request.customerName, () => postSignal(request)),
  });
}
