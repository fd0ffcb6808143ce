import {
  settingsEndpoints,
  type UpdateUserPreferencesRequest,
  type UserPreferencesResponse,
  type UserSettings,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { userSettingsQueryOptions } from './get-user-settings';
import { settingsKeys } from './settings-keys';

export function patchPreferences(
  username: string,
  request: UpdateUserPreferencesRequest,
): Promise<UserPreferencesResponse> {
  return callEndpoint(settingsEndpoints.updatePreferences, { params: { username }, body: request });
}

/** Saves some preferences; the cached settings take the stored ones, so Signals and Mentions open with them. */
export function useUpdatePreferencesMutation(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settingsKeys.preferencesWrites(username),
    mutationFn: (request: UpdateUserPreferencesRequest) => patchPreferences(username, request),
    onSuccess: ({ preferences }) => {
      // Only the preferences: the cached folders carry the start-up's client-side overrides (spec section 6).
      queryClient.setQueryData<UserSettings>(userSettingsQueryOptions(username).queryKey, (settings) =>
        settings ? { ...settings, preferences } : settings,
      );
    },
  });
}
