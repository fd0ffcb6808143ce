import { deleteSignalResponseSchema, signalsEndpoints, type Signal } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { withMonitoringFlags } from '../lib/with-monitoring-flags';

export type DeleteSignalVariables = { customerName: string; signal: Signal; reason: string };

/**
 * DELETE /events-management/{client}/{id}/{reason}: a soft delete that keeps the reason. The query repeats what this
 * page believes the signal is, so a stale page deletes nothing (the server answers 404).
 */
export function deleteSignal({ customerName, signal, reason }: DeleteSignalVariables) {
  const path = signalsEndpoints.deleteSignal.path
    .replace(':client', encodeURIComponent(customerName))
    .replace(':id', encodeURIComponent(signal.id))
    .replace(':reason', encodeURIComponent(reason));
  return requestApi(path, {
    method: 'DELETE',
    query: {
      dunsId: signal.dunsId ?? undefined,
      language: signal.language,
      mediaSegment: signal.mediaSegment,
      eventType: signal.eventType,
    },
    parser: deleteSignalResponseSchema,
  });
}

export function useDeleteSignalMutation() {
  return useMutation({
    mutationKey: ['signals', 'delete'],
    mutationFn: (variables: DeleteSignalVariables) =>
      withMonitoringFlags(variables.customerName, () => deleteSignal(variables)),
  });
}
