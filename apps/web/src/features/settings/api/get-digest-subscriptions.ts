import { digestSubscriptionsSchema, emailSchedulesEndpoints, type DigestSubscriptions } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function getDigestSubscriptions(signal?: AbortSignal): Promise<DigestSubscriptions> {
  return requestApi(emailSchedulesEndpoints.subscriptions.path, { signal, parser: digestSubscriptionsSchema });
}

export const digestSubscriptionsQueryOptions = queryOptions({
  queryKey: ['email-schedules', 'subscriptions'],
  queryFn: ({ signal }) => getDigestSubscriptions(signal),
  meta: { errorTitle: 'Digest Subscriptions Error' },
});

export function useDigestSubscriptions() {
  return useQuery(digestSubscriptionsQueryOptions);
}
