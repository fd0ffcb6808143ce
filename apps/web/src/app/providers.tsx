import { MantineProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { AlertHost } from '../shared/alerts/alert-host';
import { useBrandingStore } from '../shared/state/branding-store';
import { useSessionStore } from '../shared/state/session-store';
import { readableColorsResolver } from '../shared/theme/readable-colors';
import { colorSchemeManager, createArgusTheme, selectThemeVariant } from '../shared/theme/theme';

/**
 * Theme (by role, remembered light/dark) and alerts for the whole app. The server-state cache is given by the lazily
 * loaded screens and frame (`with-query-client.tsx`), so that the login page's first script goes without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <ThemedApp>{children}</ThemedApp>;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const partnerUsernames = useBrandingStore((state) => state.partnerUsernames);
  const variant = selectThemeVariant(user, partnerUsernames);
  const theme = useMemo(() => createArgusTheme(variant), [variant]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={readableColorsResolver}
      defaultColorScheme="auto"
    >
      <AlertHost />
      {children}
    </MantineProvider>
  );
}
