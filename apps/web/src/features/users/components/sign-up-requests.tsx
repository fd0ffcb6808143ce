import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserRecord } from '@argus/contract';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useApproveUserMutation } from '../api/approve-user';
import { useRejectUserMutation } from '../api/reject-user';
import { formatTimestamp } from '../lib/format-timestamp';

/** Approve or reject one sign-up request; what the Users list shows above the table and the editor for a request. */
export function SignUpRequestActions({ user, onRejected }: { user: UserRecord; onRejected?: () => void }) {
  const approve = useApproveUserMutation();
  const reject = useRejectUserMutation();
  const busy = approve.isPending || reject.isPending;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        color="teal"
        loading={approve.isPending}
        disabled={busy}
        aria-label={`Approve ${user.username}`}
        onClick={() =>
          approve.mutate(user.username, {
            onSuccess: () => showAlert('success', 'Sign-up approved', `${user.username} can sign in now.`),
            onError: (error) => showSubmitErrorAlert(error, 'Approval failed'),
          })
        }
      >
        Approve
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={reject.isPending}
        disabled={busy}
        aria-label={`Reject ${user.username}`}
        onClick={() =>
          reject.mutate(user.username, {
            onSuccess: () => {
              showAlert('success', 'Sign-up rejected', `The request of ${user.username} was removed.`);
              onRejected?.();
            },
            onError: (error) => showSubmitErrorAlert(error, 'Rejection failed'),
          })
        }
      >
        Reject
      </Button>
    </Group>
  );
}

/** The waiting sign-up requests, each with who asked, when, and the two answers. */
export function SignUpRequests({ users }: { users: UserRecord[] }) {
  const pending = users.filter((user) => user.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="sign-up-requests-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sign-up-requests-title">
          Sign-up requests
        </Title>
        {pending.map((user) => (
          <Group key={user.id} justify="space-between" gap="sm" wrap="wrap" data-testid="sign-up-request">
            <div>
              <Text fw={600}>{user.username}</Text>
              <Text size="sm" c="dimmed">
                {user.email ?? 'no e-mail'} · asked {formatTimestamp(user.createdAt)}
              </Text>
            </div>
            <SignUpRequestActions user={user} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
