import { DEFAULT_USER_PREFERENCES, type UpdateUserPreferencesRequest, type UserSettings } from '@argus/contract';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settingsKeys } from '../api/settings-keys';
import { withPreferencesWritten } from './with-preferences-written';

const read: UserSettings = {
  flags: { newArchitecture: true, knowledgeGraph: false },
  tables: [],
  permissions: [],
  preferences: DEFAULT_USER_PREFERENCES,
};

/** A preference write under `mutationKey`, whose answer comes when told (or never). */
function write(queryClient: QueryClient, mutationKey: readonly unknown[], request: UpdateUserPreferencesRequest) {
  let settle: (saved: boolean) => void = () => undefined;
  const answer = new Promise<UpdateUserPreferencesRequest>((resolve, reject) => {
    settle = (saved) => (saved ? resolve(request) : reject(new Error('refused')));
  });
  const observer = new MutationObserver<UpdateUserPreferencesRequest, Error, UpdateUserPreferencesRequest>(
    queryClient,
    {
      mutationKey,
      mutationFn: () => answer,
    },
  );
  const done = observer.mutate(request).catch(() => undefined);
  return async (saved: boolean) => {
    settle(saved);
    await done;
  };
}

describe('withPreferencesWritten', () => {
  it('answers the settings as read when nothing was written', () => {
    expect(withPreferencesWritten(new QueryClient(), 'ana', read)).toBe(read);
  });

  it('lays the writes made since the read over it, pending or saved, the later one winning', async () => {
    const queryClient = new QueryClient();
    const saveTheme = write(queryClient, settingsKeys.preferencesWrites('ana'), { preferences: { theme: 'light' } });
    write(queryClient, settingsKeys.densityWrites('ana'), { preferences: { density: 'compact' } });
    write(queryClient, settingsKeys.preferencesWrites('ana'), { preferences: { theme: 'dark' } });
    await saveTheme(true);

    const settings = withPreferencesWritten(queryClient, 'ana', read);
    expect(settings.preferences).toEqual({ ...DEFAULT_USER_PREFERENCES, theme: 'dark', density: 'compact' });
    expect(settings.tables).toBe(read.tables);
    expect(read.preferences.theme).toBe('auto');
  });

  it('ignores a refused write and another user’s', async () => {
    const queryClient = new QueryClient();
    const refuse = write(queryClient, settingsKeys.densityWrites('ana'), { preferences: { density: 'compact' } });
    write(queryClient, settingsKeys.preferencesWrites('bob'), { preferences: { theme: 'dark' } });
    await refuse(false);

    expect(withPreferencesWritten(queryClient, 'ana', read).preferences).toEqual(DEFAULT_USER_PREFERENCES);
  });
});
