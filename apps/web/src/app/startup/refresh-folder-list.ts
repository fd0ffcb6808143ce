import { applyMonitoringOnlyOverride } from '../../features/settings/lib/apply-monitoring-only-override';
import { userSettingsQueryOptions } from '../../features/settings/api/get-user-settings';
import { FALLBACK_PUBLIC_CONFIG, publicConfigQueryOptions } from '../../shared/state/public-config';
import { queryClient } from '../../shared/state/query-client';
import { useSessionStore } from '../../shared/state/session-store';

/**
 * The header's folder choices come from the user's settings, read once by the start-up (spec section 4). A customer
 * created, duplicated or edited by an admin changes them (staff see every customer), so the settings are read again
 * and the folder list follows without a reload. A failed read keeps the list as it was; its query shows the alert.
 */
export async function refreshFolderList(): Promise<void> {
  const { user } = useSessionStore.getState();
  if (!user) return;
  const options = userSettingsQueryOptions(user.username);
  try {
    const [settings, publicConfig] = await Promise.all([
      queryClient.fetchQuery({ ...options, staleTime: 0 }),
      queryClient.fetchQuery(publicConfigQueryOptions).catch(() => FALLBACK_PUBLIC_CONFIG),
    ]);
    queryClient.setQueryData(
      options.queryKey,
      applyMonitoringOnlyOverride(settings, publicConfig.monitoringOnlyFolderTables),
    );
  } catch {
    // The previous settings stay in the cache.
  }
}
