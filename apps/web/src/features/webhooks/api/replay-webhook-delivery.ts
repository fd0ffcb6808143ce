import { webhooksEndpoints, type WebhookDelivery } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export type ReplayTarget = { webhookId: string; deliveryId: string };

export function postReplay({ webhookId, deliveryId }: ReplayTarget): Promise<WebhookDelivery> {
  return callEndpoint(webhooksEndpoints.replayWebhookDelivery, { params: { id: webhookId, deliveryId } });
}

/** Sends a delivery again (same id, same body), after the webhook's pending ones; the log is read again. */
export function useReplayWebhookDeliveryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: webhookKeys.replay(),
    mutationFn: postReplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
