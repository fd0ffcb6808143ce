import type { UserRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { filterUsers } from './filter-users';

const user = (username: string, displayName: string | null, email: string | null) =>
  ({ username, displayName, email }) as UserRecord;

describe('filterUsers', () => {
  const users = [
    user('jane_doe', 'Jane Doe', 'jane@example.com'),
    user('max', null, null),
    user('ops', 'Max Ops', null),
  ];

  it('matches username, display name and e-mail, ignoring case and surrounding spaces', () => {
    expect(filterUsers(users, ' MAX ').map((found) => found.username)).toEqual(['max', 'ops']);
    expect(filterUsers(users, 'example.com').map((found) => found.username)).toEqual(['jane_doe']);
  });

  it('keeps every user for an empty search', () => {
    expect(filterUsers(users, '  ')).toBe(users);
  });
});
