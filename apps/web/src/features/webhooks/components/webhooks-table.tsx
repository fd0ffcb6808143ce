import type { Webhook } from '@argus/contract';
import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { RelativeTimeText } from '../../../components/relative-time/relative-time-text';
import { FORMAT_LABELS, splitWebhookUrl } from '../lib/webhook-text';
import { WebhookRowActions, type WebhookActions } from './webhook-row-actions';
import { WebhookStatusBadge } from './webhook-status';

type WebhooksTableProps = WebhookActions & {
  webhooks: Webhook[];
  folderLabel: (customerName: string) => string;
};

/** Whose alerts a webhook receives: its owner's, or a folder's shared views'. */
function scopeOf(webhook: Webhook, folderLabel: (customerName: string) => string): string {
  return webhook.customer ? `Folder ${folderLabel(webhook.customer)}` : 'Own alerts';
}

function UrlCell({ webhook, folderLabel }: { webhook: Webhook; folderLabel: (customerName: string) => string }) {
  const { host, rest } = splitWebhookUrl(webhook.url);
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" truncate="end" title={webhook.url}>
        <Text span fw={700} inherit>
          {host}
        </Text>
        <Text span c="dimmed" inherit>
          {rest}
        </Text>
      </Text>
      {/* Phones: the other columns are hidden, their gist is here. */}
      <Group gap={6} hiddenFrom="xs" wrap="wrap">
        <WebhookStatusBadge webhook={webhook} />
        <Text size="xs" c="dimmed">
          {FORMAT_LABELS[webhook.format]} · {webhook.owner} · {scopeOf(webhook, folderLabel)}
        </Text>
      </Group>
    </Stack>
  );
}

/** The webhooks, newest first: URL with its host set apart, format, owner, state, age, and what can be done. */
export function WebhooksTable({ webhooks, folderLabel, onOpenDeliveries, onDelete }: WebhooksTableProps) {
  const rows = webhooks.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Table layout="fixed" highlightOnHover verticalSpacing="sm" aria-label="Webhooks">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>URL</Table.Th>
          <Table.Th w={90} visibleFrom="xs">
            Format
          </Table.Th>
          <Table.Th w={170} visibleFrom="xs">
            Owner
          </Table.Th>
          <Table.Th w={190} visibleFrom="xs">
            Status
          </Table.Th>
          <Table.Th w={110} visibleFrom="sm">
            Created
          </Table.Th>
          <Table.Th w={150} ta="right">
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((webhook) => {
          const host = splitWebhookUrl(webhook.url).host || webhook.url;
          return (
            <Table.Tr key={webhook.id} data-webhook-id={webhook.id}>
              <Table.Td>
                <UrlCell webhook={webhook} folderLabel={folderLabel} />
              </Table.Td>
              <Table.Td visibleFrom="xs">
                <Badge variant="default" size="sm">
                  {FORMAT_LABELS[webhook.format]}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="xs">
                <Stack gap={0} miw={0}>
                  <Text size="sm" truncate="end">
                    {webhook.owner}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {scopeOf(webhook, folderLabel)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="xs">
                <WebhookStatusBadge webhook={webhook} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <RelativeTimeText value={webhook.createdAt} fallback="—" />
              </Table.Td>
              <Table.Td>
                <WebhookRowActions
                  webhook={webhook}
                  host={host}
                  onOpenDeliveries={onOpenDeliveries}
                  onDelete={onDelete}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
