import type { UpdateUserPreferencesRequest, UserSettings } from '@argus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { settingsKeys } from '../api/settings-keys';

/**
 * The settings as read, with the preferences the user has written on this page since laid over them, oldest first:
 * the read may have left before a write (a theme or density picked while the start-up's settings were on their way)
 * and would otherwise put the older value back. A refused write counts for nothing; every write of the preferences is
 * a mutation under one of the settings' write keys, with an `UpdateUserPreferencesRequest` (ADR 0154).
 */
export function withPreferencesWritten(
  queryClient: QueryClient,
  username: string,
  settings: UserSettings,
): UserSettings {
  const writes = [settingsKeys.preferencesWrites(username), settingsKeys.densityWrites(username)]
    .flatMap((mutationKey) => queryClient.getMutationCache().findAll({ mutationKey, exact: true }))
    .filter((write) => write.state.status !== 'error' && write.state.variables)
    .sort((a, b) => a.state.submittedAt - b.state.submittedAt);
  if (writes.length === 0) return settings;
  const written = writes.map((write) => (write.state.variables as UpdateUserPreferencesRequest).preferences);
  return { ...settings, preferences: Object.assign({ ...settings.preferences }, ...written) };
}
