import type { ThemePreference } from '@argus/contract';
import { useMantineColorScheme } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { getLocalStorage } from '../../../lib/local-storage';

/** The account's theme as this device last applied it; a device that never applied one counts as 'auto'. */
const APPLIED_THEME_STORAGE_KEY = 'argus-applied-theme-preference';

function lastAppliedTheme(): string {
  return getLocalStorage()?.getItem(APPLIED_THEME_STORAGE_KEY) ?? 'auto';
}

/** Sets the colour scheme (Mantine remembers it for the boot script) and notes it as the account's, applied here. */
export function useApplyThemePreference() {
  const { setColorScheme } = useMantineColorScheme();
  return useCallback(
    (theme: ThemePreference) => {
      setColorScheme(theme);
      getLocalStorage()?.setItem(APPLIED_THEME_STORAGE_KEY, theme);
    },
    [setColorScheme],
  );
}

/**
 * Applies the account's theme when it differs from what this device last applied (ADR 0070): a theme chosen in the
 * footer or in Settings (both save it to the account, ADR 0109), here or on another device, reaches every device on
 * its next load.
 */
export function useThemePreference(theme: ThemePreference | undefined): void {
  const apply = useApplyThemePreference();
  useEffect(() => {
    if (theme && theme !== lastAppliedTheme()) apply(theme);
  }, [theme, apply]);
}
