import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { LoginForm } from './login-form';

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
});
