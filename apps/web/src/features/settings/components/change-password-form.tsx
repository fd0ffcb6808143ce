import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../lib/form-validation';
import { useSessionStore } from '../../../lib/session-store';
import { useChangePasswordMutation } from '../api/change-password';
import {
  toChangePasswordRequest,
  validateChangePassword,
  type ChangePasswordValues,
} from '../lib/change-password-form';

/** Issue 7: change the password with the current one; every other session is signed out, this one continues. */
export function ChangePasswordForm() {
  const change = useChangePasswordMutation();
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChangePassword,
    validateInputOnBlur: ['confirmPassword'],
  });

  const handleSubmit = form.onSubmit((values) => {
    change.mutate(toChangePasswordRequest(values), {
      onSuccess: ({ access_token: token }) => {
        // The change revoked every older token, this one's too: go on with the fresh one.
        useSessionStore.getState().acceptToken(token);
        form.reset();
        showAlert('success', 'Password changed', 'Your other sessions have been signed out.');
      },
      onError: (error) => {
        const refused = serverFieldError(error, { currentPassword: 'currentPassword', newPassword: 'newPassword' });
        if (refused) form.setFieldError(refused.field, refused.message);
        else showSubmitErrorAlert(error, 'Change Password Error');
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="dimmed">
          Changing your password signs you out everywhere else.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
