import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { AlertHost } from '../shared/alerts/alert-host';
import { useBrandingStore } from '../shared/state/branding-store';
import { queryClient } from '../shared/state/query-client';
import { useSessionStore } from '../shared/state/session-store';
import { readableColorsResolver } from '../shared/theme/readable-colors';
import { colorSchemeManager, createArgusTheme, selectThemeVariant } from '../shared/theme/theme';

/** Theme (by role, remembered light/dark), alerts and the server-state cache for the whole app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>{children}</ThemedApp>
    </QueryClientProvider>
  );
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
