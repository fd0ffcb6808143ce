import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { NewPasswordInputs } from '../../../components/password/new-password-inputs';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useChangePasswordMutation } from '../api/change-password';
import {
  toChangePasswordRequest,
  validateChangePassword,
  type ChangePasswordValues,
} from '../lib/change-password-form';

type ChangePasswordFormProps = { onDirtyChange?: (dirty: boolean) => void };

/** Change the password with the current one; every other session is signed out, this one continues. */
export function ChangePasswordForm({ onDirtyChange }: ChangePasswordFormProps) {
  const change = useChangePasswordMutation();
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChangePassword,
    validateInputOnBlur: ['confirmPassword'],
    // Uncontrolled: no render per keystroke, so the page hears of typed passwords here.
    onValuesChange: (values) => onDirtyChange?.(Object.values(values).some((value) => value !== '')),
  });

  const handleSubmit = form.onSubmit((values) => {
    change.mutate(toChangePasswordRequest(values), {
      onSuccess: () => {
        form.reset();
        onDirtyChange?.(false);
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
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordInputs form={form} field="newPassword" label="New password" repeatLabel="Repeat the new password" />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
