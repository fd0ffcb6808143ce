import type { UserRecord } from '@argus/contract';

/** The users whose username, display name or e-mail contains the search, any letter case. */
export function filterUsers(users: UserRecord[], search: string): UserRecord[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((user) =>
    [user.username, user.displayName ?? '', user.email ?? ''].some((text) => text.toLowerCase().includes(needle)),
  );
}
