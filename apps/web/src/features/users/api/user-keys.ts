/**
 * The query keys of the users feature, in one place: its reads build their keys here, and a write invalidates or
 * updates through the same functions, so that a renamed key cannot leave a stale list behind.
 */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  configs: () => [...userKeys.all, 'configs'] as const,
  destinations: () => [...userKeys.all, 'destinations'] as const,
  detail: (username: string) => [...userKeys.all, 'detail', username] as const,
};
