import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { toForgotPasswordRequest, validateForgotPassword, type ForgotPasswordValues } from '../lib/account-forms';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';

const requestFields = { username: 'login', email: 'login' };

/**
 * Asks for a reset link. The server answers the same words whether or not an account matched, and the page
 * shows exactly those words, so it never tells anyone which usernames or addresses exist.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { login: '' },
    validate: validateForgotPassword,
  });

  const handleSubmit = form.onSubmit((values) => {
    forgot.mutate(toForgotPasswordRequest(values), {
      onSuccess: ({ message }) => setAnswer(message),
      onError: (error) => {
        const refused = serverFieldError(error, requestFields);
        if (refused) form.setFieldError(refused.field, refused.message);
        else showSubmitErrorAlert(error, 'Forgot Password Error');
      },
    });
  });

  if (answer) {
    return (
      <AuthOutcome tone="sent" title="Check your e-mail" actions={<BackToSignIn />}>
        {answer}
      </AuthOutcome>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username or e-mail"
          autoComplete="username"
          autoFocus
          required
          key={form.key('login')}
          {...form.getInputProps('login')}
        />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          Send reset link
        </Button>
        <Text size="xs" c="dimmed">
          No e-mail address on your account? Your administrator can reset the password for you.
        </Text>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
