import { settingsEndpoints, type UserSettings } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function getUserSettings(username: string, signal?: AbortSignal): Promise<UserSettings> {
  return callEndpoint(settingsEndpoints.userSettings, { params: { username }, signal });
}

export function userSettingsQueryOptions(username: string) {
  return queryOptions({
    queryKey: settingsKeys.user(username),
    queryFn: ({ signal }) => getUserSettings(username, signal),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'User Settings Error' },
  });
}

/**
 * The signed-in user's flags and folders, as the start-up loaded them. It never fetches by itself: the start-up
 * asks for settings at its step 3 (spec section 4), after the event types, and this reads the cached answer.
 */
export function useUserSettings(username: string) {
  return useQuery({ ...userSettingsQueryOptions(username), enabled: false });
}
