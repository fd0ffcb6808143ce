import { signalsEndpoints, type Signal } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';
import { signalKeys } from './signal-keys';

export type DeleteSignalVariables = { customerName: string; signal: Signal; reason: string };

/**
 * DELETE /events-management/{client}/{id}/{reason}: a soft delete that keeps the reason. The query repeats what this
 * page believes the signal is, so a stale page deletes nothing (the server answers 404).
 */
export function deleteSignal({ customerName, signal, reason }: DeleteSignalVariables) {
  return callEndpoint(signalsEndpoints.deleteSignal, {
    params: { client: customerName, id: signal.id, reason },
    query: {
      dunsId: signal.dunsId ?? undefined,
      language: signal.language,
      mediaSegment: signal.mediaSegment,
      eventType: signal.eventType,
    },
  });
}

export function useDeleteSignalMutation() {
  return useMutation({
    mutationKey: [...signalKeys.all, 'delete'],
    mutationFn: (variables: DeleteSignalVariables) =>
      withMonitoringFlags(variables.customerName, () => deleteSignal(variables)),
  });
}
