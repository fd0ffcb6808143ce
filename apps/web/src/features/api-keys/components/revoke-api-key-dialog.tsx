import type { ApiKey } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key';

type RevokeApiKeyDialogProps = { apiKey: ApiKey | null; onClose: () => void };

/** Asks before a key is revoked: the client using it is refused from its next call on. */
export function RevokeApiKeyDialog({ apiKey, onClose }: RevokeApiKeyDialogProps) {
  const revoke = useRevokeApiKeyMutation();
  const confirm = () => {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => {
        showAlert('success', 'API key revoked', `${apiKey.name} is refused from now on.`);
        onClose();
      },
      onError: (error) => showSubmitErrorAlert(error, 'API key not revoked'),
    });
  };
  return (
    <ConfirmDialog
      opened={apiKey !== null}
      title="Revoke this key?"
      confirmLabel="Revoke key"
      pending={revoke.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {apiKey && (
        <>
          The client using <b>{apiKey.name}</b> ({apiKey.prefix}…) is refused from its next call on. This cannot be
          undone: it needs a new key.
        </>
      )}
    </ConfirmDialog>
  );
}
