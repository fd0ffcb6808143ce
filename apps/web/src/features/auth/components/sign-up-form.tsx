import { Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { NewPasswordInputs } from '../../../components/password/new-password-inputs';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useSignUpMutation } from '../api/sign-up';
import { toSignUpRequest, validateSignUp, type SignUpValues } from '../lib/account-forms';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';
import { paths } from '../../../lib/paths';

const MESSAGE_MAX_LENGTH = 1000;
/** Fields of the request the server may name in a refusal, and the inputs that show it. */
const requestFields = { username: 'username', email: 'email', password: 'password', message: 'message' };

/** An account request: sent to the administrators, who approve it in Users before it can sign in. */
export function SignUpForm() {
  const signUp = useSignUpMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', email: '', password: '', confirmPassword: '', message: '' },
    validate: validateSignUp,
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit((values) => {
    signUp.mutate(toSignUpRequest(values), {
      onSuccess: ({ message }) => setAnswer(message),
      onError: (error) => {
        const refused = serverFieldError(error, requestFields);
        if (refused) {
          form.setFieldError(refused.field, refused.message);
          form.getInputNode(refused.field)?.focus();
        } else {
          showSubmitErrorAlert(error, 'Sign Up Error');
        }
      },
    });
  });

  if (answer) {
    return (
      <AuthOutcome tone="sent" title="Request sent" actions={<BackToSignIn />}>
        {answer}
      </AuthOutcome>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Username"
          description="Letters, digits and . _ @ -"
          autoComplete="username"
          autoFocus
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <NewPasswordInputs
          form={form}
          field="password"
          label="Password"
          repeatLabel="Repeat password"
          description="At least 8 characters"
        />
        <Textarea
          label="Message to the administrator"
          description="Optional: your team, and the folders you need"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Text size="xs" c="dimmed">
          By asking for an account you accept the{' '}
          <Anchor component={Link} to={paths.terms} size="xs" underline="always">
            Terms and Conditions
          </Anchor>
          .
        </Text>
        <Button type="submit" fullWidth size="md" mt="xs" loading={signUp.isPending}>
          Request account
        </Button>
        <BackToSignIn prompt="Already have an account?" />
      </Stack>
    </form>
  );
}
