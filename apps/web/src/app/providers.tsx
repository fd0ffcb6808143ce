import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { publicConfigQueryOptions } from '../lib/public-config';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { colorSchemeManager, createArgusTheme, selectThemeVariant } from '../lib/theme';

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
  // Only a signed-in user can be a partner user; the login page asks for nothing.
  const { data: config } = useQuery({ ...publicConfigQueryOptions, enabled: Boolean(user) });
  const variant = selectThemeVariant(user, config?.partnerUsernames);
  const theme = useMemo(() => createArgusTheme(variant), [variant]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Notifications position="top-right" limit={4} />
      {children}
    </MantineProvider>
  );
}
