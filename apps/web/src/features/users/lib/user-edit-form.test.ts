import type { UserRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { roleOptionsFor, toUpdateUserRequest, toUserEditValues, validateUserEdit } from './user-edit-form';

function userRecord(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'jane',
    displayName: 'Jane Doe',
    email: 'jane@example.com',
    privilege: 1,
    role: 'user',
    status: 'active',
    newArchitecture: true,
    knowledgeGraph: false,
    customers: ['poc', 'meridian'],
    folders: ['poc', 'meridian'],
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the user edit form', () => {
  it('sends nothing when nothing changed, whatever the order of the folders', () => {
    const user = userRecord();
    expect(toUpdateUserRequest(user, { ...toUserEditValues(user), customers: ['meridian', 'poc'] })).toEqual({});
  });

  it('sends only the changed fields, empty texts as null and the status from the switch', () => {
    const user = userRecord();
    const values = { ...toUserEditValues(user), displayName: ' ', privilege: '2', enabled: false, customers: ['poc'] };
    expect(toUpdateUserRequest(user, values)).toEqual({
      displayName: null,
      privilege: 2,
      status: 'disabled',
      customers: ['poc'],
    });
  });

  it('never sends a status for a sign-up request (it is approved or rejected instead)', () => {
    const user = userRecord({ status: 'pending' });
    expect(toUpdateUserRequest(user, { ...toUserEditValues(user), enabled: false })).toEqual({});
  });

  it('names the fields the contract refuses', () => {
    const user = userRecord();
    const errors = validateUserEdit(user)({
      ...toUserEditValues(user),
      email: 'not-mail',
      displayName: 'x'.repeat(121),
    });
    expect(Object.keys(errors).sort()).toEqual(['displayName', 'email']);
  });

  it('offers an unusual privilege as it is, so that saving does not change it unasked', () => {
    expect(roleOptionsFor(1).map((option) => option.value)).toEqual(['1', '2', '3']);
    expect(roleOptionsFor(5).at(-1)).toEqual({ value: '5', label: 'Administrator (privilege 5)' });
  });
});
