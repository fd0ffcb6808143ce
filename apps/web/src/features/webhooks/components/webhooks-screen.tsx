import type { CreatedWebhook, Webhook } from '@argus/contract';
import { Alert, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlus, IconWebhook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { webhooksQueryOptions } from '../api/get-webhooks';
import { RETRY_WINDOW_TEXT } from '../lib/webhook-text';
import { CreatedWebhookModal } from './created-webhook-modal';
import { DeleteWebhookDialog } from './delete-webhook-dialog';
import { NewWebhookDialog, type FolderOption } from './new-webhook-dialog';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhooksTable } from './webhooks-table';

const NO_WEBHOOKS: Webhook[] = [];

function NoWebhooks() {
  return (
    <EmptyState
      icon={<IconWebhook size={28} stroke={1.6} />}
      withIndicatorBackground
      title="No webhooks yet"
      description={
        <>
          Send your saved views&apos; alerts to Slack, Teams or any HTTPS endpoint. Add a webhook here, then turn alerts
          on for a saved view: &ldquo;Turn alerts on&rdquo; in its menu under Saved views, or &ldquo;Alert me when new
          items match&rdquo; as you save it. Each new item that matches is posted, signed.
        </>
      }
      py="xl"
      data-testid="no-webhooks"
    />
  );
}

type WebhooksScreenProps = {
  /** The folders an admin may give a folder webhook; null for everyone else. */
  folders: FolderOption[] | null;
  folderLabel: (customerName: string) => string;
};

/** Webhooks: where a user's alerts (and, for an admin, a folder's) are also sent, signed, with their delivery logs. */
export function WebhooksScreen({ folders, folderLabel }: WebhooksScreenProps) {
  const webhooks = useQuery(webhooksQueryOptions);
  const all = webhooks.data ?? NO_WEBHOOKS;
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const paused = all.filter((webhook) => webhook.status === 'paused').length;

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Webhooks
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          Alerts of your saved views, also posted to Slack, Teams or any HTTPS endpoint. Every delivery is signed and
          logged; a receiver that fails for {RETRY_WINDOW_TEXT} pauses its webhook until you resume it.
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add webhook
        </Button>
      </Group>
      {paused > 0 && (
        <Alert color="red" variant="light" icon={<IconPlayerPause size={18} />} title="Paused">
          {paused === 1 ? 'A webhook has' : `${paused} webhooks have`} failed for {RETRY_WINDOW_TEXT} and{' '}
          {paused === 1 ? 'is' : 'are'} paused. Check the deliveries, fix the receiver, then Resume: what waits is sent
          again.
        </Alert>
      )}
      {webhooks.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the webhooks" />
        </Center>
      ) : webhooks.isError ? (
        <Text c="dimmed">The webhooks could not be loaded.</Text>
      ) : all.length === 0 ? (
        <NoWebhooks />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <WebhooksTable
            webhooks={all}
            folderLabel={folderLabel}
            onOpenDeliveries={setDeliveriesOf}
            onDelete={setDeleting}
          />
        </Paper>
      )}
      <NewWebhookDialog
        opened={adding}
        folders={folders}
        onClose={() => setAdding(false)}
        onCreated={(webhook) => {
          setAdding(false);
          setCreated(webhook);
        }}
      />
      <CreatedWebhookModal created={created} onClose={() => setCreated(null)} />
      <WebhookDeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
