import type { Locator, Page } from '@playwright/test';

export type ThemeName = 'Light' | 'Dark' | 'As the device';

/** The theme control (ADR 0109) inside `scope`: the footer's, Settings', or the embedded header's. */
export function themeSwitch(scope: Page | Locator) {
  const group = scope.getByRole('radiogroup', { name: 'Theme' });
  return {
    group,
    /** The choice's visible part, to click (the radio inside is hidden). */
    option: (name: ThemeName) => group.locator('label').filter({ hasText: new RegExp(`^${name}$`) }),
    /** The choice's radio, to ask whether it is the one chosen. */
    radio: (name: ThemeName) => group.getByRole('radio', { name, exact: true }),
  };
}
