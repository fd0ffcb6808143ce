import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ShownOnceSecretModal } from './shown-once-secret-modal';

const SECRET = 'whsec_3f9a1c2b7d4e5f60718293a4b5c6d7e8';

describe('ShownOnceSecretModal', () => {
  it('shows the secret with the warning and what follows it, copies it, and closes on Done', async () => {
    const onClose = vi.fn();
    const { user } = renderWithApp(
      <ShownOnceSecretModal
        secret={SECRET}
        title="Token Crawler"
        warning="Copy this token now: it will not be shown again."
        copyLabel="Copy token"
        secretLabel="Token"
        secretTestId="token-secret"
        onClose={onClose}
      >
        <p>How to send it</p>
      </ShownOnceSecretModal>,
    );

    const dialog = screen.getByRole('dialog', { name: 'Token Crawler' });
    expect(within(dialog).getByText('Copy this token now: it will not be shown again.')).toBeTruthy();
    const secret = within(dialog).getByTestId('token-secret');
    expect(secret.textContent).toBe(SECRET);
    expect(secret.getAttribute('aria-label')).toBe('Token');
    expect(within(dialog).getByText('How to send it')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows nothing, neither the secret nor what follows it, once the secret is gone', () => {
    renderWithApp(
      <ShownOnceSecretModal
        secret={null}
        title="Token"
        warning="Copy this token now: it will not be shown again."
        copyLabel="Copy token"
        onClose={() => undefined}
      >
        <p>How to send it</p>
      </ShownOnceSecretModal>,
    );

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Copy this token now/)).toBeNull();
    expect(screen.queryByText('How to send it')).toBeNull();
  });
});
