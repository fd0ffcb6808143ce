import { signalsEndpoints, type CreateSignalRequest, type Signal } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';
import { signalKeys } from './signal-keys';

/** POST /events-management (moderator and up): the written signal comes back. */
export function postSignal(request: CreateSignalRequest): Promise<Signal> {
  return callEndpoint(signalsEndpoints.createSignal, { body: request });
}

export function useCreateSignalMutation() {
  return useMutation({
    mutationKey: [...signalKeys.all, 'create'],
    mutationFn: (request: CreateSignalRequest) => withMonitoringFlags(request.customerName, () => postSignal(request)),
  });
}
