import type { Webhook } from '@argus/contract';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconListDetails, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useResumeWebhookMutation } from '../api/resume-webhook';

export type WebhookActions = {
  onOpenDeliveries: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
};

/** A webhook's Resume (when paused), Deliveries and Delete. */
export function WebhookRowActions({
  webhook,
  host,
  onOpenDeliveries,
  onDelete,
}: WebhookActions & { webhook: Webhook; host: string }) {
  const resume = useResumeWebhookMutation();
  const resumeWebhook = () =>
    resume.mutate(webhook.id, {
      onSuccess: () => showAlert('success', 'Webhook resumed', `What waits is sent to ${host} again.`),
      onError: (error) => showSubmitErrorAlert(error, 'Webhook not resumed'),
    });
  return (
    <Group justify="flex-end" gap={4} wrap="nowrap">
      {webhook.status === 'paused' && (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={resume.isPending}
          onClick={resumeWebhook}
        >
          Resume
        </Button>
      )}
      <Tooltip label="Deliveries">
        <ActionIcon variant="subtle" aria-label={`Deliveries to ${host}`} onClick={() => onOpenDeliveries(webhook)}>
          <IconListDetails size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete the webhook to ${host}`}
          onClick={() => onDelete(webhook)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
