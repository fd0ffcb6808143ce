import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EditorLoadError } from '../../../components/layout/editor-load-error';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { userQueryOptions } from '../../../features/users/api/get-user';
import { NewUserForm } from '../../../features/users/components/new-user-form';
import { PasswordResetPanel } from '../../../features/users/components/password-reset-panel';
import { SignUpRequestActions } from '../../../features/users/components/sign-up-requests';
import { UserEditForm } from '../../../features/users/components/user-edit-form';
import { UserStatusBadge } from '../../../features/users/components/user-status-badge';
import { formatTimestamp } from '../../../features/users/lib/format-timestamp';
import { useCurrentUser } from '../../../shared/state/session-store';
import { BackLink } from '../../../components/layout/back-link';
import { paths } from '../../../lib/paths';

function BackToUsers() {
  return <BackLink to={paths.users}>All users</BackLink>;
}

/** /system/users/new and /system/users/edit/:name. */
export default function UserEditorPage() {
  const { name } = useParams();
  const navigate = useNavigate();
  const { options } = useCustomerOptions();

  if (!name) {
    return (
      <Stack gap="lg" maw={860}>
        <BackToUsers />
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Add User
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <NewUserForm folders={options} onCreated={() => void navigate(paths.users)} />
        </Paper>
      </Stack>
    );
  }
  return <EditUser username={name} folders={options} />;
}

function EditUser({ username, folders }: { username: string; folders: { value: string; label: string }[] }) {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const user = useQuery(userQueryOptions(username));

  if (user.isPending) return <BackToUsers />;
  if (user.isError) return <EditorLoadError error={user.error} what="user" backTo={paths.users} />;
  const record = user.data;
  const isSelf = record.id === currentUser?.userId;
  return (
    <Stack gap="lg" maw={860}>
      <BackToUsers />
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {record.username}
        </Title>
        <UserStatusBadge status={record.status} />
      </Group>
      <Text size="sm" c="dimmed">
        Created {formatTimestamp(record.createdAt)} ·{' '}
        {record.lastLoginAt ? `last signed in ${formatTimestamp(record.lastLoginAt)}` : 'never signed in'}
      </Text>
      {record.status === 'pending' && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" gap="sm">
            <Text>
              {record.username} asked for an account{record.email ? ` (${record.email})` : ''}. Approve it to let them
              sign in.
            </Text>
            <SignUpRequestActions user={record} onRejected={() => void navigate(paths.users)} />
          </Group>
        </Paper>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {/* Keyed by the user only: a remount during a save would drop the save's answer (its alert). */}
        <UserEditForm key={record.id} user={record} folders={folders} isSelf={isSelf} />
      </Paper>
      {record.status !== 'pending' && (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <PasswordResetPanel user={record} />
        </Paper>
      )}
    </Stack>
  );
}
