import { DEFAULT_CUSTOMER_NAME, isModerator, REFERENCE_LIST_NAMES, type UserSettings } from '@argus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { refreshTokenAtStartup } from '../../features/auth/hooks/use-startup-token-refresh';
import { customerListQueryOptions } from '../../features/customers/api/get-customer-list';
import { customerTableQueryOptions } from '../../features/customers/api/get-customer-table';
import { useFolderStore } from '../../features/folders/hooks/use-folder-store';
import { chooseDefaultFolder } from '../../features/folders/lib/build-folder-options';
import { folderNamedInAddress } from '../../features/folders/lib/folder-in-address';
import { discoveriesQueryOptions } from '../../features/reference-lists/api/get-discoveries';
import { referenceListQueryOptions } from '../../features/reference-lists/api/get-reference-list';
import { favoritesQueryOptions } from '../../features/reviews/api/get-favorites';
import { ownFeedbackQueryOptions } from '../../features/reviews/api/get-feedback';
import { userSettingsQueryOptions } from '../../features/settings/api/get-user-settings';
import { applyMonitoringOnlyOverride } from '../../features/settings/lib/apply-monitoring-only-override';
import { withPreferencesWritten } from '../../features/settings/lib/with-preferences-written';
import { eventTypesQueryOptions } from '../../features/signals/api/get-event-types';
import { highlightTemplatesQueryOptions } from '../../features/signals/api/get-highlight-templates';
import { targetEntityTableQueryOptions } from '../../features/target-entities/api/get-target-entity-table';
import { destinationsQueryOptions } from '../../features/users/api/get-destinations';
import { userConfigsQueryOptions } from '../../features/users/api/get-user-configs';
import { useBrandingStore } from '../../shared/state/branding-store';
import { useLoadingFlagsStore } from '../../shared/state/loading-flags-store';
import { FALLBACK_PUBLIC_CONFIG, publicConfigQueryOptions } from '../../shared/state/public-config';
import type { CurrentUser } from '../../lib/session';
import { useSessionStore } from '../../shared/state/session-store';
import { loadCjkFont } from '../../lib/cjk-font';
import { forgetEarlyAnswers } from '../../lib/api-client';
import { whenIdle } from '../../lib/when-idle';
import { registerServiceWorker } from '../register-service-worker';
import { precacheRoleScreens } from './precache-role-screens';
import { firstItemsShown } from '../../shared/item-stream/first-items-shown';
import { firstScreenIsStream, firstScreenItems } from './first-screen-items';
import {
  folderHolds,
  loadFolderHistory,
  loadFolderRecent,
  markFolderStepReached,
  widenFolderLoads,
} from './load-folder';

/** The items beyond the first screen's, the history and the Chinese font wait for its render at most this long. */
const AFTER_FIRST_SCREEN_MAX_MS = 2000;

/** A failed list load has shown its alert (query meta); spec section 8: most fall back to an empty value. */
async function fetchOr<T>(load: Promise<T>, fallback: T): Promise<T> {
  try {
    return await load;
  } catch {
    return fallback;
  }
}

/**
 * Spec section 4, step 4: the customer list and the lists staff work with, side by side under the admin loading flag.
 * They feed the administration screens and the signal editor, not the folder's first view, so they leave once the
 * selected folder's latest data has arrived (ADR 0103).
 */
async function loadAdminLists(queryClient: QueryClient): Promise<void> {
  const { setAdminLoading, setAdminListsLoaded } = useLoadingFlagsStore.getState();
  setAdminLoading(true);
  try {
    await Promise.all([
      fetchOr(queryClient.fetchQuery(customerListQueryOptions), []),
      fetchOr(queryClient.fetchQuery(customerTableQueryOptions), []),
      fetchOr(queryClient.fetchQuery(targetEntityTableQueryOptions), []),
      ...REFERENCE_LIST_NAMES.map((list) => fetchOr(queryClient.fetchQuery(referenceListQueryOptions(list)), [])),
      fetchOr(queryClient.fetchQuery(discoveriesQueryOptions), []),
      fetchOr(queryClient.fetchQuery(userConfigsQueryOptions), []),
      fetchOr(queryClient.fetchQuery(destinationsQueryOptions), []),
    ]);
  } finally {
    setAdminLoading(false);
    setAdminListsLoaded(true);
  }
}

/**
 * The folder the first screen shows, chosen as soon as the settings name the user's folders: a link's folder
 * (`?folder=`), else the remembered one, else the default. The frame would choose the same once it has rendered the
 * settings (`AppLayout`), but that is a second render of the whole frame and of a screen mounted meanwhile, in the
 * middle of the start-up; chosen here, the frame's first render has it (ADR 0145). A staff user's remembered folder
 * is kept as it was (the frame moves on from one that no longer exists).
 */
function selectStartupFolder(user: CurrentUser, tables: UserSettings['tables']): void {
  const { selectedCustomerName, selectCustomer } = useFolderStore.getState();
  // A page opened with a stored session starts before the frame reads the address: a link's folder is the one to load.
  const named = folderNamedInAddress(window.location.search, tables);
  if (named) selectCustomer(named);
  else if (!isModerator(user.privilege)) {
    const next = chooseDefaultFolder(tables, selectedCustomerName, user.privilege);
    if (next !== selectedCustomerName) selectCustomer(next);
  } else if (!selectedCustomerName)
    selectCustomer(chooseDefaultFolder(tables, null, user.privilege) ?? DEFAULT_CUSTOMER_NAME);
}

/** Spec section 4, step 3: the user's settings, with the server's monitoring-only override applied. */
async function loadSettings(user: CurrentUser, queryClient: QueryClient): Promise<UserSettings | null> {
  const [loaded, publicConfig] = await Promise.all([
    fetchOr<UserSettings | null>(queryClient.fetchQuery(userSettingsQueryOptions(user.username)), null),
    fetchOr(queryClient.fetchQuery(publicConfigQueryOptions), FALLBACK_PUBLIC_CONFIG),
  ]);
  useBrandingStore.setState({ partnerUsernames: publicConfig.partnerUsernames });
  const settings =
    loaded &&
    withPreferencesWritten(
      queryClient,
      user.username,
      applyMonitoringOnlyOverride(loaded, publicConfig.monitoringOnlyFolderTables),
    );
  if (settings) {
    queryClient.setQueryData(userSettingsQueryOptions(user.username).queryKey, settings);
    // The folders load the user's default date range when it is longer than the spec's month (ADR 0070).
    widenFolderLoads(user.username, settings.preferences.dateRange);
    selectStartupFolder(user, settings.tables);
  }
  return settings;
}

/**
 * The start-up initialisation of spec section 4 (ADR 0103). Its order is what the user sees, not a chain of waits:
 * after the token refresh (every call carries the token) the calls leave side by side, and only true dependencies
 * wait. A folder's latest data waits for the settings (which folders, which range) and the reviews (the list hides
 * disliked items, and staff's cards use the highlight templates); history follows the latest data; event types are
 * for the editor and the e-mail schedules and hold nothing back; staff's step 4 lists follow the selected folder's
 * latest data. A regular user's folders all load; staff load the selected folder now and the others on first
 * selection. The first screen's own items lead the folders' latest data (ADR 0157).
 */
export async function runStartup(user: CurrentUser, queryClient: QueryClient): Promise<void> {
  await refreshTokenAtStartup();
  if (useSessionStore.getState().status !== 'success') return;
  const staff = isModerator(user.privilege);

  void fetchOr(queryClient.fetchQuery(eventTypesQueryOptions), []);
  const [settings] = await Promise.all([
    loadSettings(user, queryClient),
    fetchOr(queryClient.fetchQuery(favoritesQueryOptions(user.username)), []),
    fetchOr(queryClient.fetchQuery(ownFeedbackQueryOptions(user.username)), []),
    staff ? fetchOr(queryClient.fetchQuery(highlightTemplatesQueryOptions), []) : undefined,
  ]);
  // Every read asked early has been taken; one left (a cached query made no call) must not answer a later read.
  forgetEarlyAnswers();
  const tables = settings?.tables ?? [];
  // Settings that failed to load chose no folder; staff still get the default one.
  if (staff && !settings) selectStartupFolder(user, tables);

  const selected = useFolderStore.getState().selectedCustomerName;
  const folders = !settings?.flags.newArchitecture
    ? []
    : staff
      ? tables.filter((table) => table.customerName === selected)
      : tables;
  markFolderStepReached(folders.map((folder) => folder.customerName));
  if (settings && !settings.flags.newArchitecture) console.info('Old architecture is not supported.');
  // The first screen's items first (ADR 0157): its folder's latest signals (or mentions) alone, on screen before the
  // other kind and the other folders leave; their requests, the server's work on them and a second worker's start
  // would share the two cores and the one embedded database with the first list.
  const firstKind = firstScreenItems(window.location.pathname);
  const first = folders.find((folder) => folder.customerName === selected);
  if (firstKind && first && folderHolds(first, firstKind)) {
    await loadFolderRecent(user.username, first, firstKind);
    // On a stream, not before its list shows them (ADR 0158): an idle moment comes while the screen's code loads.
    if (firstScreenIsStream(window.location.pathname)) await firstItemsShown(AFTER_FIRST_SCREEN_MAX_MS);
    await whenIdle(AFTER_FIRST_SCREEN_MAX_MS);
  }
  await Promise.all(folders.map((folder) => loadFolderRecent(user.username, folder)));
  // The history and the Chinese font's slices leave once the latest items are on screen: the largest answers of the
  // start-up would otherwise share the connection with the first screen's, and the history's merge the main thread
  // with the first list's render (ADR 0119). Folders hold Chinese mentions, names and places (ADR 0113).
  await whenIdle(AFTER_FIRST_SCREEN_MAX_MS);
  registerServiceWorker();
  loadCjkFont();
  await Promise.all([
    staff ? loadAdminLists(queryClient) : undefined,
    ...folders.map((folder) => loadFolderHistory(user.username, folder)),
  ]);
  precacheRoleScreens(user.privilege);
}
