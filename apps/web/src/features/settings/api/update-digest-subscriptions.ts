import {
  digestSubscriptionsSchema,
  emailSchedulesEndpoints,
  type DigestSubscriptions,
  type UpdateDigestSubscriptionsRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { digestSubscriptionsQueryOptions } from './get-digest-subscriptions';

export function putDigestSubscriptions(request: UpdateDigestSubscriptionsRequest): Promise<DigestSubscriptions> {
  return requestApi(emailSchedulesEndpoints.updateSubscriptions.path, {
    method: 'PUT',
    body: request,
    parser: digestSubscriptionsSchema,
  });
}

export function useUpdateDigestSubscriptionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['email-schedules', 'subscriptions'],
    mutationFn: putDigestSubscriptions,
    onSuccess: (subscriptions) => queryClient.setQueryData(digestSubscriptionsQueryOptions.queryKey, subscriptions),
  });
}
