import { webhooksEndpoints, type WebhookDelivery } from '@argus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

/** How often an open log asks again while a delivery of it waits to be sent (a replay, a retry). */
export const PENDING_REFRESH_MS = 5_000;

const hasPending = (items: readonly WebhookDelivery[] | undefined) =>
  items?.some((delivery) => delivery.status === 'pending') ?? false;

/** A webhook's delivery log, newest first; read again every few seconds while one of them is pending. */
export function webhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.listWebhookDeliveries, { params: { id }, signal }),
    select: (answer) => answer.items,
    staleTime: 0,
    refetchInterval: (query) => (hasPending(query.state.data?.items) ? PENDING_REFRESH_MS : false),
    meta: { errorTitle: 'Webhook Deliveries Error' },
  });
}
