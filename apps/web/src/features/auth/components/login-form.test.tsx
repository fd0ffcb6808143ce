import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

/** A token the session accepts: its claims readable, its expiry an hour away. */
function freshToken(): string {
  const claims = { sub: '3', username: 'analyst', privilege: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
}

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText(/^Password/);

describe('LoginForm', () => {
  it('names both empty fields, sends nothing, and a filled-in username clears its message', async () => {
    const requests = stubFetch();
    const { user, fill } = renderWithApp(<LoginForm />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByRole('textbox', { name: 'Username', description: 'Enter your username' })).toBeTruthy();
    expect(descriptionOf(passwordField())).toBe('Enter your password');
    expect(requests).toEqual([]);

    await fill(usernameField(), 'analyst');
    expect(screen.queryByText('Enter your username')).toBeNull();
    expect(usernameField().getAttribute('aria-invalid')).not.toBe('true');
    // Only the field that changed is cleared.
    expect(descriptionOf(passwordField())).toBe('Enter your password');
    expect(requests).toEqual([]);
  });

  it('sends the trimmed username and the password, and shows the refusal of a wrong password', async () => {
    const requests = stubFetch(() =>
      errorResponse(401, { error: 'Access denied', message: 'Invalid username or password.' }),
    );
    const { user, fill, router } = renderWithApp(<LoginForm />, { url: '/login' });

    await fill(usernameField(), '  analyst ');
    await fill(passwordField(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access denied');
    expect(alert.textContent).toContain('Are your sure your credentials are correct?');
    expect(requests).toEqual([
      { method: 'POST', url: '/auth/login', body: { username: 'analyst', password: 'not-the-password' } },
    ]);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes straight to the signal stream, where the redirects of / end, without passing through them', async () => {
    stubFetch(() => jsonResponse(200, { access_token: freshToken() }));
    const { user, fill, router } = renderWithApp(<LoginForm />, { url: '/login' });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await fill(usernameField(), 'analyst');
    await fill(passwordField(), 'argus-demo');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/corporate-intelligence/signal-stream'));
    expect(visited).toEqual(['/corporate-intelligence/signal-stream']);
  });
});
