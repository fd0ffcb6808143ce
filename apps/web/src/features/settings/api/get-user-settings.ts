import { userSettingsSchema, type UserSettings } from '@argus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function getUserSettings(username: string, signal?: AbortSignal): Promise<UserSettings> {
  return requestApi(`/api/settings/${encodeURIComponent(username)}`, { signal, parser: userSettingsSchema });
}

export function userSettingsQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['settings', 'user', username],
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
