import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '@argus/contract';
import { useUserSettings } from '../api/get-user-settings';

/**
 * The signed-in user's preferences, from the settings the start-up loaded (kept current by Settings' saves); the
 * defaults until they arrive.
 */
export function usePreferences(username: string): UserPreferences {
  return useUserSettings(username).data?.preferences ?? DEFAULT_USER_PREFERENCES;
}
