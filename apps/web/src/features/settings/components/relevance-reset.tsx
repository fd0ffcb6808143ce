import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useResetRelevanceMutation } from '../api/reset-relevance';
import { SettingsSection } from './settings-section';

const forgotten = (reset: number) =>
  reset === 0
    ? 'There was nothing to forget.'
    : `Argus forgot what it learned for ${reset} ${reset === 1 ? 'list' : 'lists'}.`;

/**
 * What the relevance sort learned from the user's reviews (ADR 0137), and the way to forget it in every folder: the
 * reviews themselves stay, the ranking starts again from the next one.
 */
export function RelevanceReset() {
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const reset = useResetRelevanceMutation();
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        const message = forgotten(answer.reset);
        setResult(message);
        showAlert('success', 'Learning forgotten', message);
        setAsking(false);
      },
      onError: (error) => showSubmitErrorAlert(error, 'Nothing forgotten'),
    });
  return (
    <SettingsSection
      title="What Argus learned"
      description="Argus ranks new items by your likes, dislikes, bookmarks and opens when you choose Most relevant first."
    >
      <Group gap="md">
        <Button variant="default" color="red" onClick={() => setAsking(true)}>
          Forget what Argus learned
        </Button>
        {result ? (
          <Text size="sm" c="dimmed" role="status">
            {result}
          </Text>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={asking}
        title="Forget what Argus learned?"
        confirmLabel="Forget it"
        pending={reset.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        Most relevant first starts again from newest first in every folder, and learns anew from your next reviews. Your
        likes, dislikes and bookmarks stay.
      </ConfirmDialog>
    </SettingsSection>
  );
}
