import { webhooksEndpoints, type CreatedWebhook, type CreateWebhookRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function postWebhook(request: CreateWebhookRequest): Promise<CreatedWebhook> {
  return callEndpoint(webhooksEndpoints.createWebhook, { body: request });
}

/** Adds a webhook; its answer is the only time its signing secret is seen. */
export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: webhookKeys.create(),
    mutationFn: postWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
