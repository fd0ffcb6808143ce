import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { NewPasswordInputs } from '../../../components/password/new-password-inputs';
import { ApiError } from '../../../lib/errors';
import { serverFieldError } from '../../../shared/forms/form-validation';
import { useResetPasswordMutation } from '../api/reset-password';
import { toResetPasswordRequest, validateNewPassword, type NewPasswordValues } from '../lib/account-forms';
import { AuthOutcome } from './auth-outcome';
import { BackToSignIn } from './back-to-sign-in';
import { paths } from '../../../lib/paths';

type Outcome = { kind: 'changed'; message: string } | { kind: 'unusable-link' };

/** The server names the token when the link is unknown, expired or already used. */
const isUnusableLink = (error: unknown) => error instanceof ApiError && error.status === 400 && error.field === 'token';

function RequestNewLink() {
  return (
    <Stack gap="sm">
      <Button component={Link} to={paths.forgotPassword} fullWidth>
        Request a new link
      </Button>
      <BackToSignIn />
    </Stack>
  );
}

/** A reset link that has no token at all: opened by hand, or cut short by a mail client. */
export function MissingResetLink() {
  return (
    <AuthOutcome tone="problem" title="This page needs the link from your e-mail" actions={<RequestNewLink />}>
      Open the password reset link from the e-mail exactly as it came. If it does not work, ask for a new one.
    </AuthOutcome>
  );
}

/** Sets a new password with the token of a reset link; on success the way leads to the login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    validateInputOnBlur: ['confirmPassword'],
  });

  const handleSubmit = form.onSubmit((values) => {
    reset.mutate(toResetPasswordRequest(token, values), {
      onSuccess: ({ message }) => setOutcome({ kind: 'changed', message }),
      onError: (error) => {
        if (isUnusableLink(error)) return setOutcome({ kind: 'unusable-link' });
        const refused = serverFieldError(error, { password: 'password' });
        if (refused) form.setFieldError(refused.field, refused.message);
        else showSubmitErrorAlert(error, 'Reset Password Error');
      },
    });
  });

  if (outcome?.kind === 'changed') {
    return (
      <AuthOutcome
        tone="done"
        title="Password changed"
        actions={
          <Button component={Link} to={paths.login} replace fullWidth size="md">
            Sign In
          </Button>
        }
      >
        {outcome.message}
      </AuthOutcome>
    );
  }
  if (outcome?.kind === 'unusable-link') {
    return (
      <AuthOutcome tone="problem" title="This link cannot be used" actions={<RequestNewLink />}>
        The reset link is invalid, has expired (links work for 1 hour) or was already used. Your password has not been
        changed.
      </AuthOutcome>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <NewPasswordInputs
          form={form}
          field="password"
          label="New password"
          repeatLabel="Repeat new password"
          description="At least 8 characters"
          autoFocus
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Set new password
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}
