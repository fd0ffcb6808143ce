import type { ApiKey } from '@argus/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
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
    <Modal opened={apiKey !== null} onClose={onClose} title="Revoke this key?" centered>
      {apiKey && (
        <Text size="sm">
          The client using <b>{apiKey.name}</b> ({apiKey.prefix}…) is refused from its next call on. This cannot be
          undone: it needs a new key.
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          Keep it
        </Button>
        <Button color="red" onClick={confirm} loading={revoke.isPending}>
          Revoke key
        </Button>
      </Group>
    </Modal>
  );
}
