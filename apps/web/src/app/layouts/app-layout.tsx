import { isModerator } from '@argus/contract';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NoFolderPanel } from '../../components/layout/no-folder-panel';
import { PageSuspense } from '../../components/layout/page-suspense';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { Navigation } from '../../components/layout/navigation';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { buildNavigationSections } from '../../components/layout/navigation-sections';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { FolderSelect } from '../../features/folders/components/folder-select';
import { useFolderFromAddress } from '../../features/folders/hooks/use-folder-from-address';
import { useFolderStore } from '../../features/folders/hooks/use-folder-store';
import { chooseDefaultFolder } from '../../features/folders/lib/build-folder-options';
import { resolveFeatureRedirect } from '../../features/folders/lib/resolve-feature-redirect';
import { useUserSettings } from '../../features/settings/api/get-user-settings';
import { AccountThemeSwitch } from '../../features/settings/components/account-theme-switch';
import { ViewAlertsSlot } from '../../features/view-alerts/components/view-alerts-slot';
import { describeRole } from '../../lib/describe-role';
import { useEsgMode } from '../../shared/state/embedding-store';
import type { CurrentUser } from '../../lib/session';
import { useHistoryLoading } from '../../shared/state/loading-flags-store';
import { isWithin, paths } from '../../lib/paths';
import { CommandPaletteTrigger } from '../command-palette/command-palette-trigger';
import { useRouteHandle } from '../route-handle';
import { loadFolder, startupReachedFolders } from '../startup/load-folder';
import { useStartup } from '../startup/use-startup';
import classes from './app-layout.module.css';
import { FRAME_HEADER_HEIGHT, FRAME_NAVIGATION_WIDTH, NAVIGATION_OPENED_STORAGE_KEY } from './frame-shape';
import { SavedViewsSlot } from './saved-views-slot';
import { APP_SHELL_BREAKPOINT_PX, MOBILE_QUERY } from '../../lib/mobile-query';
import { useMediaMatches } from '../../components/hooks/use-media-matches';

/** Spec section 2: the folder selector appears only on these sections' screens. */
const FOLDER_SECTIONS = [paths.corporateIntelligence, paths.discovery, paths.knowledgeGraph];

/** The signed-in frame: header with folder selector, collapsible navigation, page, footer. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const { feature, page } = useRouteHandle();
  const isMobile = useMediaMatches(MOBILE_QUERY);
  const [desktopOpened, setDesktopOpened] = useLocalStorage<boolean>({
    key: NAVIGATION_OPENED_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  // The handlers one by one: useDisclosure returns a new object of them on every render, and a callback built on that
  // object would be new each time too, rendering the whole navigation and header again with every render of the frame.
  const [mobileOpened, { toggle: toggleMobileNavigation, close: hideMobileNavigation }] = useDisclosure(false);
  const logout = useLogout();
  // Embedded in the sister product (spec section 4): a compact frame without footer.
  const esgMode = useEsgMode();

  const settings = useUserSettings(user.username);
  const tables = useMemo(() => settings.data?.tables ?? [], [settings.data]);
  const selectedCustomerName = useFolderStore((state) => state.selectedCustomerName);
  const selectCustomer = useFolderStore((state) => state.selectCustomer);

  useStartup(user);
  useFolderFromAddress(settings.data?.tables);
  useEffect(() => {
    if (!settings.data) return;
    const next = chooseDefaultFolder(tables, selectedCustomerName, user.privilege);
    if (next !== selectedCustomerName) selectCustomer(next);
  }, [settings.data, tables, selectedCustomerName, selectCustomer, user.privilege]);

  const selectedFolder = tables.find((table) => table.customerName === selectedCustomerName);
  // Spec section 4: staff load a folder's data on its first selection (a regular user's folders all load at start).
  useEffect(() => {
    if (selectedFolder && isModerator(user.privilege) && startupReachedFolders()) {
      void loadFolder(user.username, selectedFolder);
    }
  }, [selectedFolder, user.privilege, user.username]);
  const historyLoading = useHistoryLoading();

  const folderFeatures = selectedFolder?.features;
  const sections = useMemo(
    () =>
      buildNavigationSections({
        privilege: user.privilege,
        knowledgeGraph: settings.data?.flags.knowledgeGraph ?? false,
        folderFeatures,
      }),
    [user.privilege, settings.data, folderFeatures],
  );
  const featureRedirect = resolveFeatureRedirect(pathname, folderFeatures);
  const showFolderSelect = FOLDER_SECTIONS.some((section) => isWithin(pathname, section));
  // Staff reach every customer; a regular user's folders are the ones shared with them. Only on a screen (one with a
  // page name): a path that redirects (/, /corporate-intelligence) goes on to its screen first.
  const withoutFolders =
    showFolderSelect && Boolean(page) && !isModerator(user.privilege) && settings.isSuccess && tables.length === 0;
  const navigationOpened = isMobile ? mobileOpened : desktopOpened;
  const closeMobileNavigation = () => {
    // Spec section 2: on small screens the navigation closes after a link click.
    if (isMobile) hideMobileNavigation();
  };

  return (
    <AppShell
      header={{ height: esgMode ? 48 : FRAME_HEADER_HEIGHT }}
      navbar={{
        width: FRAME_NAVIGATION_WIDTH,
        breakpoint: APP_SHELL_BREAKPOINT_PX,
        collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
      }}
      padding={esgMode ? 'xs' : { base: 'sm', sm: 'lg' }}
      data-esg={esgMode || undefined}
    >
      <SkipLink />
      <AppShell.Header>
        <Header
          navigationOpened={navigationOpened}
          onToggleNavigation={() => (isMobile ? toggleMobileNavigation() : setDesktopOpened((opened) => !opened))}
          featureName={feature}
          pageName={page}
          folderSlot={showFolderSelect ? <FolderSelect tables={tables} loading={settings.isPending} /> : undefined}
          historyLoading={historyLoading}
          // Without the footer (ESG mode), the theme control moves to the header.
          endSlot={
            <>
              <CommandPaletteTrigger sections={sections} tables={tables} onFolderScreen={showFolderSelect} />
              <ViewAlertsSlot username={user.username} />
              {esgMode ? <AccountThemeSwitch username={user.username} compact /> : null}
            </>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Navigation
          sections={sections}
          username={user.username}
          roleLabel={describeRole(user.privilege)}
          onNavigate={closeMobileNavigation}
          onLogout={() => void logout()}
          afterSections={<SavedViewsSlot customer={selectedCustomerName} onNavigate={closeMobileNavigation} />}
        />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Box className={classes.content}>
          {featureRedirect ? (
            <Navigate to={featureRedirect} replace />
          ) : withoutFolders ? (
            <NoFolderPanel />
          ) : (
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          )}
        </Box>
        {!esgMode && (
          <Box className={classes.footer}>
            <Footer loggedIn themeControl={<AccountThemeSwitch username={user.username} compact />} />
          </Box>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
