import { isModerator } from '@argus/contract';
import { createTheme, localStorageColorSchemeManager, type MantineColorsTuple } from '@mantine/core';

/** Must match the key read by public/color-scheme.js before React starts. */
export const COLOR_SCHEME_STORAGE_KEY = 'argus-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

// Deep sea teal: the product's own colour, from light tint (0) to dark shade (9).
const ocean: MantineColorsTuple = [
  '#e2f8fa',
  '#cdeef1',
  '#9cdbe2',
  '#68c7d2',
  '#40b6c4',
  '#27acbc',
  '#14a6b8',
  '#0091a2',
  '#008191',
  '#006f7e',
];

export type ThemeVariant = 'default' | 'admin';

/** Spec section 2: moderators and admins work in a distinct theme so they notice their wider reach. */
export function selectThemeVariant(privilege: number | undefined): ThemeVariant {
  return privilege !== undefined && isModerator(privilege) ? 'admin' : 'default';
}

export function createArgusTheme(variant: ThemeVariant) {
  return createTheme({
    colors: { ocean },
    primaryColor: variant === 'admin' ? 'violet' : 'ocean',
    primaryShade: { light: 7, dark: 6 },
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
  });
}
