import type { ThemePreference, UserSettings } from '@argus/contract';
import { useComputedColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { userSettingsQueryOptions, useUserSettings } from '../api/get-user-settings';
import { useUpdatePreferencesMutation } from '../api/update-preferences';
import { useApplyThemePreference } from './use-theme-preference';

/**
 * The signed-in user's theme, one choice wherever it is shown (the footer, Settings › Appearance; ADR 0109): a pick
 * applies at once, is written into the cached settings that every control reads, and is saved to the account; a
 * refused save puts the previous theme back. `known` is false until the start-up has the account's settings: a pick
 * before them would be undone by them (they were read before it was saved).
 */
export function useAccountTheme(username: string) {
  const queryClient = useQueryClient();
  const settings = useUserSettings(username);
  const saved = settings.data?.preferences.theme;
  // Before the settings arrive, the control shows what the page shows.
  const shown = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const applyTheme = useApplyThemePreference();
  const update = useUpdatePreferencesMutation(username);
  const { mutate } = update;

  const choose = useCallback(
    (theme: ThemePreference) => {
      const key = userSettingsQueryOptions(username).queryKey;
      const writeTheme = (next: ThemePreference) =>
        queryClient.setQueryData<UserSettings>(key, (settings) =>
          settings ? { ...settings, preferences: { ...settings.preferences, theme: next } } : settings,
        );
      const previous = queryClient.getQueryData<UserSettings>(key)?.preferences.theme;
      writeTheme(theme);
      applyTheme(theme);
      mutate(
        { preferences: { theme } },
        {
          onError: (error) => {
            if (previous) {
              writeTheme(previous);
              applyTheme(previous);
            }
            showSubmitErrorAlert(error, 'Appearance not saved');
          },
        },
      );
    },
    [username, queryClient, applyTheme, mutate],
  );

  return { theme: saved ?? shown, choose, known: saved !== undefined || settings.isError };
}
