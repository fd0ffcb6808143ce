import { LOGIN_SHAKE_MS } from '@argus/contract';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useEmbeddingStore } from '../../../lib/embedding-store';
import { describeLoginError, type AlertContent } from '../../../lib/errors';
import { useSessionStore } from '../../../lib/session-store';
import { useLoginMutation } from '../api/login';
import classes from './login-form.module.css';

type LoginValues = { username: string; password: string };

/** Spec sections 2 and 4: idle → logging in (spinner) → success (go to /) or failure (shake 1 s, message). */
export function LoginForm() {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<AlertContent | null>(null);
  const [shaking, setShaking] = useState(false);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Enter your username'),
      password: (value) => (value ? null : 'Enter your password'),
    },
  });

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

  const handleSubmit = form.onSubmit(submit);

  // Embedded mode (spec section 4): the parent's login message fills in this form and submits it, so that
  // the user sees the same spinner and the same errors as after typing.
  const pendingLogin = useEmbeddingStore((state) => state.pendingLogin);
  useEffect(() => {
    if (!pendingLogin) return;
    const credentials = useEmbeddingStore.getState().takePendingLogin();
    if (!credentials) return;
    form.setFieldValue('username', credentials.username);
    form.setFieldValue('password', credentials.password);
    handleSubmit();
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
          void navigate('/', { replace: true });
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
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
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
            <Anchor component={Link} to="/sign-up" size="sm" fw={600}>
              Sign Up
            </Anchor>
          </Text>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
