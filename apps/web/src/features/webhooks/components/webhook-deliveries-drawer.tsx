import { WEBHOOK_RESPONSE_BODY_MAX, type Webhook, type WebhookDelivery } from '@argus/contract';
import {
  Button,
  Center,
  Code,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconRepeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';
import { RelativeTimeText } from '../../../components/relative-time/relative-time-text';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { webhookDeliveriesQueryOptions } from '../api/get-webhook-deliveries';
import { useReplayWebhookDeliveryMutation } from '../api/replay-webhook-delivery';
import { RETRY_WINDOW_TEXT, responseBodyText, splitWebhookUrl } from '../lib/webhook-text';
import { DeliveryStatusBadge, HttpStatusText } from './webhook-status';

const COLUMNS = ['Time', 'Status', 'Attempts', 'HTTP', 'Latency', 'Last error', 'Answer', 'Actions'] as const;
const RIGHT_ALIGNED = new Set<string>(['Attempts', 'HTTP', 'Latency']);

/** A value, or a dimmed dash where there is none yet. */
function DimmedWhenMissing({ text }: { text: string | null }) {
  return text === null ? (
    <Text size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** Shows or hides a delivery's answer body, in the row below. */
function AnswerToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <UnstyledButton aria-expanded={open} aria-controls={open ? controls : undefined} onClick={onToggle}>
      <Group gap={4} wrap="nowrap">
        {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        <Text size="sm" c="blue" span>
          {open ? 'Hide' : 'Show'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

type DeliveryRowsProps = {
  webhookId: string;
  delivery: WebhookDelivery;
  replaying: boolean;
  onReplay: (delivery: WebhookDelivery) => void;
};

function DeliveryRows({ webhookId, delivery, replaying, onReplay }: DeliveryRowsProps) {
  const [open, setOpen] = useState(false);
  const bodyId = `delivery-answer-${webhookId}-${delivery.id}`;
  return (
    <Fragment>
      <Table.Tr data-delivery-id={delivery.id}>
        <Table.Td>
          <RelativeTimeText value={delivery.createdAt} fallback="—" />
        </Table.Td>
        <Table.Td>
          <Stack gap={2}>
            <DeliveryStatusBadge status={delivery.status} />
            {delivery.status === 'pending' && delivery.nextAttemptAt && (
              <Text size="xs" c="dimmed" span>
                next try <RelativeTimeText value={delivery.nextAttemptAt} fallback="" size="xs" span />
              </Text>
            )}
          </Stack>
        </Table.Td>
        <Table.Td ta="right">{delivery.attempts}</Table.Td>
        <Table.Td ta="right">
          <HttpStatusText status={delivery.lastHttpStatus} />
        </Table.Td>
        <Table.Td ta="right">
          <DimmedWhenMissing text={delivery.latencyMs === null ? null : `${delivery.latencyMs} ms`} />
        </Table.Td>
        <Table.Td>
          {delivery.lastError ? (
            <Text size="xs" c="red" lineClamp={2} title={delivery.lastError}>
              {delivery.lastError}
            </Text>
          ) : (
            <DimmedWhenMissing text={null} />
          )}
        </Table.Td>
        <Table.Td>
          <AnswerToggle open={open} controls={bodyId} onToggle={() => setOpen((shown) => !shown)} />
        </Table.Td>
        <Table.Td ta="right">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRepeat size={14} />}
            loading={replaying}
            disabled={delivery.status === 'pending'}
            title={delivery.status === 'pending' ? 'It is still being sent' : 'Send it again, same id and body'}
            onClick={() => onReplay(delivery)}
          >
            Replay
          </Button>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS.length} pt={0}>
            <Code
              block
              id={bodyId}
              fz="xs"
              mah={240}
              style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {responseBodyText(delivery.responseBody)}
            </Code>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useQuery(webhookDeliveriesQueryOptions(webhook.id));
  const replay = useReplayWebhookDeliveryMutation();
  const replayOne = (delivery: WebhookDelivery) =>
    replay.mutate(
      { webhookId: webhook.id, deliveryId: delivery.id },
      {
        onSuccess: () => showAlert('success', 'Delivery sent again', 'It goes after the pending ones, with its id.'),
        onError: (error) => showSubmitErrorAlert(error, 'Delivery not replayed'),
      },
    );

  if (deliveries.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the deliveries" />
      </Center>
    );
  }
  if (deliveries.isError) return <Text c="dimmed">The deliveries could not be loaded.</Text>;
  if (deliveries.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-deliveries">
        No deliveries yet. A saved view with its alert on sends one when a new item matches it.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={6} aria-label={`Deliveries to ${splitWebhookUrl(webhook.url).host || webhook.url}`}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((name) => (
              <Table.Th key={name} ta={RIGHT_ALIGNED.has(name) ? 'right' : undefined}>
                {name === 'Actions' ? <VisuallyHidden>{name}</VisuallyHidden> : name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <DeliveryRows
              key={delivery.id}
              webhookId={webhook.id}
              delivery={delivery}
              replaying={replay.isPending && replay.variables.deliveryId === delivery.id}
              onReplay={replayOne}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type WebhookDeliveriesDrawerProps = { webhook: Webhook | null; onClose: () => void };

/** A webhook's delivery log from the right (the whole screen on phones), newest first, each one replayable. */
export function WebhookDeliveriesDrawer({ webhook, onClose }: WebhookDeliveriesDrawerProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  return (
    <Drawer
      opened={webhook !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={webhook ? `Deliveries: ${splitWebhookUrl(webhook.url).host || webhook.url}` : 'Deliveries'}
      closeButtonProps={{ 'aria-label': 'Close the deliveries' }}
    >
      {webhook && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            Newest first. A failed delivery is tried again for {RETRY_WINDOW_TEXT}; the receiver&apos;s answer is kept
            up to {WEBHOOK_RESPONSE_BODY_MAX / 1024} KB.
          </Text>
          <DeliveryLog webhook={webhook} />
        </>
      )}
    </Drawer>
  );
}
