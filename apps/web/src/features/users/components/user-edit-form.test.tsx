import { updateUserRequestSchema, userRecordSchema, type UserRecord } from '@argus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { UserEditForm } from './user-edit-form';

const FOLDERS = [
  { value: 'meridian', label: 'Meridian Pharma' },
  { value: 'northwind', label: 'Northwind Logistics' },
  { value: 'poc', label: 'Proof of Concept' },
];

/** A row of GET /users/{username}: an analyst with two folders. */
function userRecord(changes: Partial<UserRecord> = {}): UserRecord {
  return userRecordSchema.parse({
    id: '7',
    username: 'jane_doe',
    displayName: 'Jane Doe',
    email: 'jane@example.com',
    privilege: 1,
    role: 'user',
    status: 'active',
    newArchitecture: true,
    knowledgeGraph: false,
    customers: ['meridian', 'northwind'],
    folders: ['meridian', 'northwind'],
    lastLoginAt: '2026-02-01T08:00:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    ...changes,
  });
}

const JANE = userRecord();

const textbox = (name: string) => screen.getByRole('textbox', { name });
const roleField = () => screen.getByRole('combobox', { name: 'Role' });
const foldersField = () => screen.getByRole('combobox', { name: 'Folders' });
// A switch is named by its label alone, its hint is its description (the app's theme, ADR 0131).
const enabledSwitch = () => screen.getByRole('switch', { name: 'Account enabled' });
const knowledgeGraphSwitch = () => screen.getByRole('switch', { name: 'Knowledge graph' });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;

/** The folders the user is given, as the open list marks them. */
const chosenFolders = () =>
  within(screen.getByRole('listbox', { name: 'Folders' }))
    .queryAllByRole('option', { selected: true })
    .map((option) => option.textContent);

describe('UserEditForm', () => {
  it("opens with the user's details, role, status, folders and flags", async () => {
    const requests = stubFetch();
    const { user } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />);

    expect(valueOf(textbox('Display name'))).toBe('Jane Doe');
    expect(valueOf(textbox('E-mail'))).toBe('jane@example.com');
    expect(valueOf(roleField())).toBe('Analyst (own folders)');
    expect(isChecked(enabledSwitch())).toBe(true);
    expect(isChecked(knowledgeGraphSwitch())).toBe(false);
    expect(
      screen.getByRole('combobox', { name: 'Folders', description: 'The customers this analyst may open.' }),
    ).toBeTruthy();
    await user.click(foldersField());
    expect(chosenFolders()).toEqual(['Meridian Pharma', 'Northwind Logistics']);
    // An analyst with folders is not warned.
    expect(screen.queryByRole('status')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('keeps an admin from taking away their own rights, and shows a sign-up request without a status switch', () => {
    stubFetch();
    const { unmount } = renderWithApp(
      <UserEditForm user={userRecord({ privilege: 3, role: 'admin' })} folders={FOLDERS} isSelf />,
    );
    expect(
      screen.getByRole('combobox', { name: 'Role', description: 'You cannot remove your own admin rights.' }),
    ).toHaveProperty('disabled', true);
    expect(
      screen.getByRole('switch', { name: 'Account enabled', description: 'You cannot disable your own account.' }),
    ).toHaveProperty('disabled', true);
    unmount();

    // A privilege outside the three roles is shown as it is, so that a save does not change it unasked.
    renderWithApp(
      <UserEditForm
        user={userRecord({ status: 'pending', privilege: 5, role: 'admin' })}
        folders={FOLDERS}
        isSelf={false}
      />,
    );
    expect(valueOf(roleField())).toBe('Administrator (privilege 5)');
    expect(screen.queryByRole('switch', { name: 'Account enabled' })).toBeNull();
  });

  it("shows the contract's rules under the fields and sends nothing while they fail", async () => {
    const requests = stubFetch();
    const { user, fill } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />);

    await user.clear(textbox('E-mail'));
    await fill(textbox('E-mail'), 'jane@');
    await user.clear(textbox('Display name'));
    await fill(textbox('Display name'), 'x'.repeat(121));
    await user.click(saveButton());

    expect(screen.getByRole('textbox', { name: 'E-mail', description: 'Must be an e-mail address' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Display name', description: 'Must be at most 120 characters' }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('says there is nothing to save when nothing changed, and sends nothing', async () => {
    const requests = stubFetch();
    const { user } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />);

    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing to save')).toBeTruthy();
    expect(within(alert).getByText('The user is as shown.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends only what changed, as the contract reads it, and reports the user saved', async () => {
    const saved = userRecord({
      displayName: null,
      privilege: 2,
      role: 'moderator',
      status: 'disabled',
      knowledgeGraph: true,
      customers: ['meridian', 'poc'],
    });
    const requests = stubFetch(() => jsonResponse(200, saved));
    const { user, router } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />, {
      url: '/system/users/edit/jane_doe',
    });

    await user.clear(textbox('Display name'));
    await user.click(roleField());
    await user.click(screen.getByRole('option', { name: 'Moderator (all customers)' }));
    // Staff open every customer: the folders' hint says what the grants are for then.
    expect(
      screen.getByRole('combobox', {
        name: 'Folders',
        description: 'Moderators and admins open every customer; these grants apply if the role becomes Analyst.',
      }),
    ).toBeTruthy();
    await user.click(foldersField());
    await user.click(screen.getByRole('option', { name: 'Northwind Logistics' }));
    await user.click(screen.getByRole('option', { name: 'Proof of Concept' }));
    await user.click(enabledSwitch());
    await user.click(knowledgeGraphSwitch());
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('User saved')).toBeTruthy();
    expect(within(alert).getByText('The changes to jane_doe are saved.')).toBeTruthy();
    expect(requests.map((request) => [request.method, request.url])).toEqual([['PATCH', '/users/jane_doe']]);
    const bodies = requests.map((request) => updateUserRequestSchema.parse(request.body));
    expect(requests.map((request) => request.body)).toEqual(bodies);
    // The e-mail did not change: it is not sent, so the audit log records only what the admin did.
    expect(bodies).toEqual([
      { displayName: null, privilege: 2, customers: ['meridian', 'poc'], status: 'disabled', knowledgeGraph: true },
    ]);
    // Saved, the changes are no longer unsaved: leaving the page is not held up by the "Leave without saving?" question.
    await router.navigate('/system/users');
    expect(router.state.location.pathname).toBe('/system/users');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it("shows the server's refusal under the field it names and keeps the input", async () => {
    // A folder deleted since the page was opened (users.service: assertCustomersExist).
    const requests = stubFetch(() =>
      errorResponse(400, { error: 'Bad Request', message: 'Unknown customers: poc', field: 'customers' }),
    );
    const { user } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />);

    await user.click(foldersField());
    await user.click(screen.getByRole('option', { name: 'Proof of Concept' }));
    await user.click(saveButton());

    expect(
      await screen.findByRole('combobox', { name: 'Folders', description: /Unknown customers: poc/ }),
    ).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('User not saved')).toBeTruthy();
    expect(within(alert).getByText('Unknown customers: poc')).toBeTruthy();
    expect(requests.map((request) => updateUserRequestSchema.parse(request.body))).toEqual([
      { customers: ['meridian', 'northwind', 'poc'] },
    ]);
    await user.click(foldersField());
    expect(chosenFolders()).toEqual(['Meridian Pharma', 'Northwind Logistics', 'Proof of Concept']);
  });

  it('warns while an analyst has no folder, and not once the role is staff', async () => {
    stubFetch();
    const { user } = renderWithApp(<UserEditForm user={JANE} folders={FOLDERS} isSelf={false} />);

    await user.click(foldersField());
    await user.click(screen.getByRole('option', { name: 'Meridian Pharma' }));
    await user.click(screen.getByRole('option', { name: 'Northwind Logistics' }));
    expect(within(screen.getByRole('status')).getByText('No folder chosen')).toBeTruthy();

    await user.click(roleField());
    await user.click(screen.getByRole('option', { name: 'Admin (also users, customers, logs)' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
