import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

const currentField = () => screen.getByLabelText(/^Current password/);
const newField = () => screen.getByLabelText(/^New password/);
const repeatField = () => screen.getByLabelText(/^Repeat the new password/);
const changePassword = () => screen.getByRole('button', { name: 'Change password' });

/** A token the session accepts: the claims it reads, unsigned (only the server checks signatures). */
function freshToken(): string {
  const claims = { sub: '7', username: 'settings_user', privilege: 1, exp: Math.floor(Date.now() / 1000) + 3600 };
  return `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;
}

describe('ChangePasswordForm', () => {
  it("checks the fields with the contract's rules and the repeat, and sends nothing while they fail", async () => {
    const requests = stubFetch();
    const { user, fill } = renderWithApp(<ChangePasswordForm />);

    await user.click(changePassword());
    expect(descriptionOf(currentField())).toBe('Is required');
    expect(descriptionOf(newField())).toBe('Must be at least 8 characters');
    expect(descriptionOf(repeatField())).toBe('Repeat the password');

    await fill(currentField(), 'first-password');
    await fill(newField(), 'second-password');
    await fill(repeatField(), 'second-passwort');
    await user.click(changePassword());
    expect(descriptionOf(currentField())).toBe('');
    expect(descriptionOf(newField())).toBe('');
    expect(descriptionOf(repeatField())).toBe('The two passwords are not the same');
    expect(requests).toEqual([]);
  });

  it('shows the refusal of a wrong current password under that field', async () => {
    const requests = stubFetch(() =>
      errorResponse(400, {
        error: 'Bad Request',
        message: 'currentPassword: is not your current password',
        field: 'currentPassword',
      }),
    );
    const { user, fill } = renderWithApp(<ChangePasswordForm />);

    await fill(currentField(), 'not-my-password');
    await fill(newField(), 'second-password');
    await fill(repeatField(), 'second-password');
    await user.click(changePassword());

    await vi.waitFor(() => expect(descriptionOf(currentField())).toBe('Is not your current password'));
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/auth/change-password',
        body: { currentPassword: 'not-my-password', newPassword: 'second-password' },
      },
    ]);
  });

  it('goes on with the fresh token, empties the form and says so', async () => {
    const token = freshToken();
    stubFetch(() => jsonResponse(200, { access_token: token }));
    const onDirtyChange = vi.fn();
    const { user, fill } = renderWithApp(<ChangePasswordForm onDirtyChange={onDirtyChange} />);

    await fill(currentField(), 'first-password');
    await fill(newField(), 'second-password');
    await fill(repeatField(), 'second-password');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(changePassword());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Password changed')).toBeTruthy();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect((currentField() as HTMLInputElement).value).toBe('');
    expect((newField() as HTMLInputElement).value).toBe('');
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});
