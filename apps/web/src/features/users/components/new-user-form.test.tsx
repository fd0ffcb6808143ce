import type { UserRecord } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { descriptionOf, renderWithApp } from '../../../test/render';
import { NewUserForm } from './new-user-form';

const FOLDERS = [
  { value: 'meridian', label: 'Meridian Pharma' },
  { value: 'northwind', label: 'Northwind Logistics' },
];

const usernameField = () => screen.getByRole('textbox', { name: 'Username' });
const passwordField = () => screen.getByLabelText(/^Password/);

function createdUser(username: string, customers: string[]): UserRecord {
  return {
    id: '7',
    username,
    displayName: null,
    email: null,
    privilege: 1,
    role: 'user',
    status: 'active',
    newArchitecture: true,
    knowledgeGraph: false,
    customers,
    folders: customers,
    lastLoginAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  };
}

describe('NewUserForm', () => {
  it("shows the contract's rules under the fields before anything is sent", async () => {
    const requests = stubFetch();
    const { user } = renderWithApp(<NewUserForm folders={FOLDERS} onCreated={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(descriptionOf(usernameField())).toBe('Must be at least 2 characters');
    expect(descriptionOf(passwordField())).toContain('Must be at least 8 characters');
    expect(usernameField().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('sends the new user with the picked folder and reports it created', async () => {
    const requests = stubFetch(() => jsonResponse(201, createdUser('new_analyst', ['meridian'])));
    const onCreated = vi.fn();
    const { user, fill } = renderWithApp(<NewUserForm folders={FOLDERS} onCreated={onCreated} />);

    await fill(usernameField(), 'new_analyst');
    await fill(passwordField(), 'a-long-password');
    await user.click(screen.getByRole('combobox', { name: 'Folders' }));
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('User created')).toBeTruthy();
    expect(onCreated).toHaveBeenCalledWith('new_analyst');
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/users',
        body: { username: 'new_analyst', password: 'a-long-password', privilege: 1, customers: ['meridian'] },
      },
    ]);
  });

  it("shows the server's refusal of a taken username under the field", async () => {
    stubFetch(() =>
      errorResponse(409, { error: 'Conflict', message: 'A user named "analyst" already exists.', field: 'username' }),
    );
    const onCreated = vi.fn();
    const { user, fill } = renderWithApp(<NewUserForm folders={FOLDERS} onCreated={onCreated} />);

    await fill(usernameField(), 'analyst');
    await fill(passwordField(), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(
      await screen.findByRole('textbox', { name: 'Username', description: 'A user named "analyst" already exists.' }),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('warns before the save while an analyst has no folder, and not once a folder or a staff role is chosen', async () => {
    const { user } = renderWithApp(<NewUserForm folders={FOLDERS} onCreated={vi.fn()} />);

    expect(screen.getByText('No folder chosen')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Folders' }));
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    expect(screen.queryByText('No folder chosen')).toBeNull();

    // Picked again, the folder is taken away.
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    expect(screen.getByText('No folder chosen')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: /^Moderator/ }));
    expect(screen.queryByText('No folder chosen')).toBeNull();
  });
});
