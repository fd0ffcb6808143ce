import { isModerator } from '@argus/contract';
import { CJK_FONT_FAMILY } from '../../lib/cjk-font';
import switchClasses from './switch.module.css';
import {
  createTheme,
  Loader,
  localStorageColorSchemeManager,
  type ComboboxProps,
  type MantineColorsTuple,
  type SwitchProps,
} from '@mantine/core';

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

export type ThemeVariant = 'default' | 'admin' | 'partner';

type ThemeUser = { username: string; privilege: number } | null | undefined;

/**
 * Spec section 2: configured users (the server's PARTNER_USERNAMES) get a special theme and logo; moderators and
 * admins work in a distinct theme so they notice their wider reach. A partner user's own branding comes first.
 */
export function selectThemeVariant(user: ThemeUser, partnerUsernames: readonly string[] = []): ThemeVariant {
  if (!user) return 'default';
  if (partnerUsernames.includes(user.username.toLowerCase())) return 'partner';
  return isModerator(user.privilege) ? 'admin' : 'default';
}

const PRIMARY_COLOR: Record<ThemeVariant, string> = { default: 'ocean', admin: 'violet', partner: 'green' };

export function createArgusTheme(variant: ThemeVariant) {
  return createTheme({
    colors: { ocean },
    primaryColor: PRIMARY_COLOR[variant],
    // The logo reads it: partner users see the co-branded mark.
    other: { logo: variant === 'partner' ? 'partner' : 'default' },
    primaryShade: { light: 7, dark: 6 },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Chinese falls through to the bundled font (lib/cjk-font.ts, ADR 0113), named before the generic family: after it,
    // Chromium draws full-width punctuation with an installed font's empty boxes.
    fontFamily:
      `Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", ` +
      `"${CJK_FONT_FAMILY}", sans-serif`,
    headings: { fontWeight: '650' },
    components: {
      // A spinner names what it waits for (aria-label); the status role lets assistive technology read that name.
      Loader: Loader.extend({ defaultProps: { role: 'status' } }),
      // A closed select renders no options (Mantine keeps them mounted, hidden, by default): the filter columns' lists
      // (hundreds of companies and event types) would be rendered again with every render of their screen (ADR 0118).
      // A plain object, not Combobox.extend: the login page's script must not carry the Combobox.
      Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
      // A switch is named by its label alone and described by its hint (ADR 0131). Mantine wraps label and hint in one
      // <label> around the input, so the hint became part of the name; a plain body with a <label for> of the label
      // only leaves the hint to aria-describedby (Mantine's own). Mantine's invisible input covers the whole switch;
      // raised above the track (switch.module.css), it takes a click on the track, the label or the hint as before. A
      // switch given wrapperProps of its own must repeat these. A plain object, as above: the login page's script must
      // not carry the Switch.
      Switch: {
        // wrapperProps reach Mantine's InlineInput, whose element props its type does not list.
        defaultProps: {
          wrapperProps: { bodyElement: 'div', labelElement: 'label' } as SwitchProps['wrapperProps'],
          classNames: { input: switchClasses.input },
        } satisfies Partial<SwitchProps>,
      },
    },
  });
}
