import { LOGIN_SHAKE_MS } from '@argus/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useEmbeddingStore } from '../../../shared/state/embedding-store';
import { describeLoginError, type AlertContent } from '../../../lib/errors';
import { useSessionStore } from '../../../shared/state/session-store';
import { useLoginCall } from '../api/login';
import classes from './login-form.module.css';
import { paths } from '../../../lib/paths';

type LoginValues = { username: string; password: string };
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// Two required fields: plain state rather than the form library the other forms use, because this page's
// JavaScript budget (150 KB gzipped, ADR 0012) has no room for it.
function validateLogin(values: LoginValues): LoginErrors {
  return {
    ...(values.username.trim() ? {} : { username: 'Enter your username' }),
    ...(values.password ? {} : { password: 'Enter your password' }),
  };
}

/** Spec sections 2 and 4: idle → logging in (spinner) → success (go to /) or failure (shake 1 s, message). */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLoginCall();
  const [failure, setFailure] = useState<AlertContent | null>(null);
  const [shaking, setShaking] = useState(false);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const setField = (field: keyof LoginValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  useEffect(() => {
    if (!shaking) return undefined;
    const timer = window.setTimeout(() => setShaking(false), LOGIN_SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  function fail(error: unknown) {
    // Spec section 8: the token is cleared whatever the failure.
    useSessionStore.getState().failSession();
    setFailure(describeLoginError(error));
    setShaking(true);
  }

  function submitValues(submitted: LoginValues) {
    const found = validateLogin(submitted);
    setErrors(found);
    if (Object.keys(found).length === 0) submit(submitted);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    submitValues(values);
  }

  // Embedded mode (spec section 4): the parent's login message fills in this form and submits it, so that
  // the user sees the same spinner and the same errors as after typing.
  const pendingLogin = useEmbeddingStore((state) => state.pendingLogin);
  useEffect(() => {
    if (!pendingLogin) return;
    const credentials = useEmbeddingStore.getState().takePendingLogin();
    if (!credentials) return;
    setValues(credentials);
    submitValues(credentials);
    // Runs once per message; the form and its handler are fresh each render and must not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingLogin]);

  function submit(values: LoginValues) {
    setFailure(null);
    setShaking(false);
    useSessionStore.getState().beginLogin();
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: ({ access_token: accessToken }) => {
          try {
            useSessionStore.getState().acceptToken(accessToken);
          } catch (error) {
            fail(error);
            return;
          }
          void navigate(paths.signedInLanding, { replace: true });
        },
        onError: fail,
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={shaking ? classes.shake : undefined} data-shaking={shaking}>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          autoFocus
          required
          value={values.username}
          onChange={setField('username')}
          error={errors.username}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={setField('password')}
          error={errors.password}
        />
        <div aria-live="polite">
          {failure && (
            <Alert variant="light" color="red" title={failure.title} icon={<IconAlertCircle size={18} />}>
              {failure.message}
            </Alert>
          )}
        </div>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Login
        </Button>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            No account yet?{' '}
            <Anchor component={Link} to={paths.signUp} size="sm" fw={600}>
              Sign Up
            </Anchor>
          </Text>
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
