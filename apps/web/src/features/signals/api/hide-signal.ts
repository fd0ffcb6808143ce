import { signalsEndpoints, type HideSignalResponse } from '@argus/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { signalKeys } from './signal-keys';

export type HideSignalVariables = { customerName: string; id: string; reason: string };

/** POST /events-management/{client}/{id}/hide: answers the other customers that hold the same event. */
export function postHideSignal({ customerName, id, reason }: HideSignalVariables): Promise<HideSignalResponse> {
  return callEndpoint(signalsEndpoints.hideSignal, { params: { client: customerName, id }, body: { reason } });
}

export function useHideSignalMutation() {
  return useMutation({ mutationKey: [...signalKeys.all, 'hide'], mutationFn: postHideSignal });
}
