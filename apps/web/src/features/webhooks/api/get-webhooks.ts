import { webhooksEndpoints } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** The caller's webhooks and, for an admin, every folder webhook; never their secrets. */
export const webhooksQueryOptions = queryOptions({
  queryKey: webhookKeys.list(),
  queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.listWebhooks, { signal }),
  select: (answer) => answer.items,
  meta: { errorTitle: 'Webhooks Error' },
});
