import { webhooksEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function deleteWebhook(id: string) {
  return callEndpoint(webhooksEndpoints.deleteWebhook, { params: { id } });
}

/** Deletes a webhook and its delivery log. */
export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: webhookKeys.delete(),
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
