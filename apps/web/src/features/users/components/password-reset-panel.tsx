import { Button, Code, CopyButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { UserRecord } from '@argus/contract';
import { useState } from 'react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useResetUserPasswordMutation, type PasswordResetMethod } from '../api/reset-user-password';

/** Reset a password: e-mail a single-use link, or set a temporary password that is shown once. */
export function PasswordResetPanel({ user }: { user: UserRecord }) {
  const reset = useResetUserPasswordMutation(user.username);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  const run = (method: PasswordResetMethod) =>
    reset.mutate(method, {
      onSuccess: (answer) => {
        if (answer.method === 'email') {
          showAlert('success', 'Reset link sent', `A single-use link went to ${answer.sentTo}; it expires in 1 hour.`);
        } else {
          setTemporaryPassword(answer.temporaryPassword);
          showAlert('success', 'Password reset', `${user.username} signs in with the temporary password now.`);
        }
      },
      onError: (error) => showSubmitErrorAlert(error, 'Password not reset'),
    });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Password
      </Title>
      <Text size="sm" c="dimmed">
        Either way the old password stops working and {user.username}&apos;s sessions end.
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          disabled={!user.email || reset.isPending}
          loading={reset.isPending && reset.variables === 'email'}
          onClick={() => run('email')}
          title={user.email ? undefined : 'The user has no e-mail address'}
        >
          E-mail a reset link
        </Button>
        <Button
          variant="default"
          disabled={reset.isPending}
          loading={reset.isPending && reset.variables === 'temporary-password'}
          onClick={() => run('temporary-password')}
        >
          Set a temporary password
        </Button>
      </Group>
      <Modal
        opened={temporaryPassword !== null}
        onClose={() => setTemporaryPassword(null)}
        title="Temporary password"
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            Give this password to {user.username} by a safe way. It is shown only now; they can change it in their
            settings.
          </Text>
          <Code block fz="lg" data-testid="temporary-password">
            {temporaryPassword}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={temporaryPassword ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setTemporaryPassword(null)}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
