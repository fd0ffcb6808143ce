import type { ListDensity, UserSettings } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userSettingsQueryOptions } from '../api/get-user-settings';
import { settingsKeys } from '../api/settings-keys';
import { patchPreferences } from '../api/update-preferences';
import { usePreferences } from './use-preferences';

/**
 * The user's list density (Signals, Mentions; ADR 0105) and its switch: the cached settings take the choice at once,
 * so the list redraws on the click, and the server stores it for the next visit and every device. A refused save
 * puts the previous density back and says why.
 */
export function useListDensity(username: string): [ListDensity, (density: ListDensity) => void] {
  const density = usePreferences(username).density;
  const queryClient = useQueryClient();
  const { queryKey } = userSettingsQueryOptions(username);
  const mutationKey = settingsKeys.densityWrites(username);
  const setCachedDensity = (next: ListDensity) =>
    queryClient.setQueryData<UserSettings>(queryKey, (settings) =>
      settings ? { ...settings, preferences: { ...settings.preferences, density: next } } : settings,
    );
  const { mutate } = useMutation({
    mutationKey,
    // The request is the variables, as every preference write's: the start-up lays them over its read (ADR 0154).
    mutationFn: (request: { preferences: { density: ListDensity } }) => patchPreferences(username, request),
    onMutate: ({ preferences }) => {
      const previous = queryClient.getQueryData<UserSettings>(queryKey)?.preferences.density;
      setCachedDensity(preferences.density);
      return { previous };
    },
    onError: (_error, _next, context) => {
      // A later switch still under way has the last word.
      if (context?.previous && queryClient.isMutating({ mutationKey }) === 1) setCachedDensity(context.previous);
    },
    meta: { errorTitle: 'Settings Error' },
  });
  return [density, useCallback((next: ListDensity) => mutate({ preferences: { density: next } }), [mutate])];
}
