import { DEFAULT_CUSTOMER_NAME, isModerator, REFERENCE_LIST_NAMES, type UserSettings } from '@argus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { refreshTokenAtStartup } from '../../features/auth/hooks/use-startup-token-refresh';
import { customerListQueryOptions } from '../../features/customers/api/get-customer-list';
import { customerTableQueryOptions } from '../../features/customers/api/get-customer-table';
import { useFolderStore } from '../../features/folders/hooks/use-folder-store';
import { chooseDefaultFolder } from '../../features/folders/lib/build-folder-options';
import { discoveriesQueryOptions } from '../../features/reference-lists/api/get-discoveries';
import { referenceListQueryOptions } from '../../features/reference-lists/api/get-reference-list';
import { favoritesQueryOptions } from '../../features/reviews/api/get-favorites';
import { ownFeedbackQueryOptions } from '../../features/reviews/api/get-feedback';
import { userSettingsQueryOptions } from '../../features/settings/api/get-user-settings';
import { applyMonitoringOnlyOverride } from '../../features/settings/lib/apply-monitoring-only-override';
import { eventTypesQueryOptions } from '../../features/signals/api/get-event-types';
import { highlightTemplatesQueryOptions } from '../../features/signals/api/get-highlight-templates';
import { targetEntityTableQueryOptions } from '../../features/target-entities/api/get-target-entity-table';
import { destinationsQueryOptions } from '../../features/users/api/get-destinations';
import { userConfigsQueryOptions } from '../../features/users/api/get-user-configs';
import { useBrandingStore } from '../../lib/branding-store';
import { useLoadingFlagsStore } from '../../lib/loading-flags-store';
import { FALLBACK_PUBLIC_CONFIG, publicConfigQueryOptions } from '../../lib/public-config';
import type { CurrentUser } from '../../lib/session';
import { useSessionStore } from '../../lib/session-store';
import { loadFolderHistory, loadFolderRecent, markFolderStepReached, widenFolderLoads } from './load-folder';

/** A failed list load has shown its alert (query meta); spec section 8: most fall back to an empty value. */
async function fetchOr<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch {
    return fallback;
  }
}

/** Spec section 4, step 4: the lists staff work with, loaded side by side under the admin loading flag. */
async function loadAdminLists(queryClient: QueryClient): Promise<void> {
  const { setAdminLoading, setAdminListsLoaded } = useLoadingFlagsStore.getState();
  setAdminLoading(true);
  try {
    await Promise.all([
      fetchOr(queryClient.fetchQuery(customerTableQueryOptions), []),
      fetchOr(queryClient.fetchQuery(targetEntityTableQueryOptions), []),
      ...REFERENCE_LIST_NAMES.map((list) => fetchOr(queryClient.fetchQuery(referenceListQueryOptions(list)), [])),
      fetchOr(queryClient.fetchQuery(discoveriesQueryOptions), []),
      fetchOr(queryClient.fetchQuery(highlightTemplatesQueryOptions), []),
      fetchOr(queryClient.fetchQuery(userConfigsQueryOptions), []),
      fetchOr(queryClient.fetchQuery(destinationsQueryOptions), []),
    ]);
  } finally {
    setAdminLoading(false);
    setAdminListsLoaded(true);
  }
}

/**
 * The start-up initialisation of spec section 4, in its order: refresh, event types, settings, staff lists with
 * the default folder, bookmarks and feedback, each folder's latest data, then history. A regular user's folders
 * all load; staff load the selected folder now and the others on first selection.
 */
export async function runStartup(user: CurrentUser, queryClient: QueryClient): Promise<void> {
  await refreshTokenAtStartup();
  if (useSessionStore.getState().status !== 'success') return;

  await fetchOr(queryClient.fetchQuery(eventTypesQueryOptions), []);

  const [loadedSettings, publicConfig] = await Promise.all([
    fetchOr<UserSettings | null>(queryClient.fetchQuery(userSettingsQueryOptions(user.username)), null),
    fetchOr(queryClient.fetchQuery(publicConfigQueryOptions), FALLBACK_PUBLIC_CONFIG),
  ]);
  const settings =
    loadedSettings && applyMonitoringOnlyOverride(loadedSettings, publicConfig.monitoringOnlyFolderTables);
  if (settings) {
    queryClient.setQueryData(userSettingsQueryOptions(user.username).queryKey, settings);
    // The folders load the user's default date range when it is longer than the spec's month (ADR 0070).
    widenFolderLoads(user.username, settings.preferences.dateRange);
  }
  useBrandingStore.setState({ partnerUsernames: publicConfig.partnerUsernames });
  const tables = settings?.tables ?? [];
  const staff = isModerator(user.privilege);

  if (staff) {
    await fetchOr(queryClient.fetchQuery(customerListQueryOptions), []);
    const { selectedCustomerName, selectCustomer } = useFolderStore.getState();
    if (!selectedCustomerName)
      selectCustomer(chooseDefaultFolder(tables, null, user.privilege) ?? DEFAULT_CUSTOMER_NAME);
    await loadAdminLists(queryClient);
  }

  await Promise.all([
    fetchOr(queryClient.fetchQuery(favoritesQueryOptions(user.username)), []),
    fetchOr(queryClient.fetchQuery(ownFeedbackQueryOptions(user.username)), []),
  ]);

  markFolderStepReached();
  if (!settings) return;
  if (!settings.flags.newArchitecture) {
    console.info('Old architecture is not supported.');
    return;
  }
  const selected = useFolderStore.getState().selectedCustomerName;
  const folders = staff ? tables.filter((table) => table.customerName === selected) : tables;
  await Promise.all(folders.map((folder) => loadFolderRecent(user.username, folder)));
  await Promise.all(folders.map((folder) => loadFolderHistory(user.username, folder)));
}
