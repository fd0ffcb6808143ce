import type { Webhook } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteWebhookMutation } from '../api/delete-webhook';
import { splitWebhookUrl } from '../lib/webhook-text';

type DeleteWebhookDialogProps = { webhook: Webhook | null; onClose: () => void };

/** Asks before a webhook goes: its alerts stop, and its delivery log goes with it. */
export function DeleteWebhookDialog({ webhook, onClose }: DeleteWebhookDialogProps) {
  const remove = useDeleteWebhookMutation();
  const host = webhook ? splitWebhookUrl(webhook.url).host || webhook.url : '';
  const confirm = () => {
    if (!webhook) return;
    remove.mutate(webhook.id, {
      onSuccess: () => {
        showAlert('success', 'Webhook deleted', `Alerts are no longer sent to ${host}.`);
        onClose();
      },
      onError: (error) => showSubmitErrorAlert(error, 'Webhook not deleted'),
    });
  };
  return (
    <ConfirmDialog
      opened={webhook !== null}
      title="Delete this webhook?"
      confirmLabel="Delete webhook"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {webhook && (
        <>
          Alerts are no longer sent to <b>{host}</b>, and its delivery log is deleted. This cannot be undone: a new
          webhook gets a new secret.
        </>
      )}
    </ConfirmDialog>
  );
}
