import { emailSchedulesEndpoints, type DigestSubscriptions } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { emailScheduleKeys } from '../../../lib/email-schedule-keys';

export function getDigestSubscriptions(signal?: AbortSignal): Promise<DigestSubscriptions> {
  return callEndpoint(emailSchedulesEndpoints.subscriptions, { signal });
}

export const digestSubscriptionsQueryOptions = queryOptions({
  // Among the e-mail schedules' keys: a schedule written on their screen invalidates the subscriptions too.
  queryKey: emailScheduleKeys.subscriptions(),
  queryFn: ({ signal }) => getDigestSubscriptions(signal),
  meta: { errorTitle: 'Digest Subscriptions Error' },
});

export function useDigestSubscriptions() {
  return useQuery(digestSubscriptionsQueryOptions);
}
