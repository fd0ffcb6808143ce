import type { Webhook, WebhookDelivery } from '@argus/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { formatExactTime } from '../../../lib/relative-time';
import { formatShortTime } from '../lib/webhook-text';

/** A webhook's state: Active, Failing since …, or Paused (after a day of failures, until its owner resumes it). */
export function WebhookStatusBadge({ webhook }: { webhook: Webhook }) {
  if (webhook.status === 'paused') {
    return (
      <Badge
        color="red"
        variant="light"
        size="sm"
        title={webhook.pausedAt ? `Paused ${formatExactTime(webhook.pausedAt)}` : undefined}
      >
        Paused
      </Badge>
    );
  }
  if (webhook.status === 'failing') {
    // The badge stays short; the time goes under it, where a narrow column does not cut it off.
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="orange" variant="light" size="sm">
          Failing
        </Badge>
        {webhook.failingSince && (
          <Text size="xs" c="dimmed" title={formatExactTime(webhook.failingSince)}>
            {`Failing since ${formatShortTime(webhook.failingSince)}`}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Badge color="teal" variant="light" size="sm">
      Active
    </Badge>
  );
}

const DELIVERY_STATUS = {
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  pending: { label: 'Pending', color: 'blue' },
} as const;

export function DeliveryStatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { label, color } = DELIVERY_STATUS[status];
  return (
    <Badge color={color} variant="light" size="sm">
      {label}
    </Badge>
  );
}

/** The receiver's last HTTP status, or a dash before any answer (a refused connection, a timeout). */
export function HttpStatusText({ status }: { status: number | null }) {
  if (status === null) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const ok = status >= 200 && status < 300;
  return (
    <Text size="sm" ff="monospace" c={ok ? undefined : 'red'} fw={ok ? undefined : 600}>
      {status}
    </Text>
  );
}
