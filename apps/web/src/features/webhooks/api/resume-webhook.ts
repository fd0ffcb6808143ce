import { webhooksEndpoints, type Webhook } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function postResume(id: string): Promise<Webhook> {
  return callEndpoint(webhooksEndpoints.resumeWebhook, { params: { id } });
}

/** Resumes a paused webhook: what waits is sent again. */
export function useResumeWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: webhookKeys.resume(),
    mutationFn: postResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
