import { hideSignalResponseSchema, signalsEndpoints, type HideSignalResponse } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export type HideSignalVariables = { customerName: string; id: string; reason: string };

/** POST /events-management/{client}/{id}/hide: answers the other customers that hold the same event. */
export function postHideSignal({ customerName, id, reason }: HideSignalVariables): Promise<HideSignalResponse> {
  const path = signalsEndpoints.hideSignal.path
    .replace(':client', encodeURIComponent(customerName))
    .replace(':id', encodeURIComponent(id));
  return requestApi(path, { method: 'POST', body: { reason }, parser: hideSignalResponseSchema });
}

export function useHideSignalMutation() {
  return useMutation({ mutationKey: ['signals', 'hide'], mutationFn: postHideSignal });
}
