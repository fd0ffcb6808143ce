import {
  emailSchedulesEndpoints,
  type DigestSubscriptions,
  type UpdateDigestSubscriptionsRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';
import { digestSubscriptionsQueryOptions } from './get-digest-subscriptions';

export function putDigestSubscriptions(request: UpdateDigestSubscriptionsRequest): Promise<DigestSubscriptions> {
  return callEndpoint(emailSchedulesEndpoints.updateSubscriptions, { body: request });
}

export function useUpdateDigestSubscriptionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailScheduleKeys.subscriptions(),
    mutationFn: putDigestSubscriptions,
    onSuccess: (subscriptions) => queryClient.setQueryData(digestSubscriptionsQueryOptions.queryKey, subscriptions),
  });
}
