import { luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/**
 * WCAG AA asks 4.5:1 of normal text. Every pair here aims a little higher, so that antialiasing and the browser's
 * rounding never tip a pair under the line axe-core and Lighthouse draw.
 */
export const TEXT_CONTRAST = 4.6;

/** The backgrounds text sits on: the page, a card or a striped/hovered row (ADR 0112). */
export const SURFACES = {
  light: { page: '#ffffff', subtle: '#f1f3f5' },
  dark: { page: '#242424', subtle: '#2e2e2e' },
} as const;

/** Secondary ("dimmed") text: Mantine's greys read 3.3:1 on white and 4:1 on the dark page. */
export const DIMMED = { light: '#5f6b76', dark: '#a3a3a3' } as const;

type Rgb = readonly [number, number, number];

/** Each whole sRGB channel value (0-255) in linear light, as Mantine's `luminance` works it out. */
const LINEAR_LIGHT = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

/** Mantine's `luminance` of a colour of whole channels, without parsing a colour string. */
function luminanceOf(red: number, green: number, blue: number): number {
  return 0.2126 * LINEAR_LIGHT[red]! + 0.7152 * LINEAR_LIGHT[green]! + 0.0722 * LINEAR_LIGHT[blue]!;
}

function ratio(first: number, second: number): number {
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

export function contrastRatio(first: string, second: string): number {
  return ratio(luminance(first), luminance(second));
}

function channels(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `color` mixed with black (0) or white (255): `share` 0 leaves it, 1 gives the target. */
function mix(color: string, target: 0 | 255, share: number): string {
  const [red, green, blue] = channels(color).map((channel) => Math.round(channel + (target - channel) * share));
  return toHex([red!, green!, blue!]);
}

/**
 * The colour nearest to `color` that reads on `background`: mixed towards black on a light background, towards white
 * on a dark one, in steps of 4 %, so a colour that already reads stays exactly as the palette has it. Worked out on
 * whole channels, without a colour string per step: a few thousand steps run before the first paint (ADR 0120).
 */
export function readableOn(color: string, background: string, minimum = TEXT_CONTRAST): string {
  const backgroundLuminance = luminance(background);
  const target = backgroundLuminance > 0.18 ? 0 : 255;
  const [red, green, blue] = channels(color);
  const mixed = (channel: number, share: number) => Math.round(channel + (target - channel) * share);
  for (let share = 0; share <= 1; share += 0.04) {
    const [r, g, b] = [mixed(red, share), mixed(green, share), mixed(blue, share)];
    if (ratio(luminanceOf(r, g, b), backgroundLuminance) >= minimum) return toHex([r, g, b]);
  }
  return mix(color, target, 1);
}

/** A hovered filled control darkens, as Mantine's next shade does, and stays readable. */
const HOVER_DARKENING = 0.12;

/** The shade Mantine fills buttons, badges and active links with in each scheme. */
function filledShade(theme: MantineTheme, scheme: 'light' | 'dark'): number {
  const shade = theme.primaryShade;
  return typeof shade === 'number' ? shade : shade[scheme];
}

/**
 * Mantine's palette, kept readable (ADR 0112). For every theme colour in both schemes: white labels on its filled
 * shade, its text on the page and on subtle surfaces, and the light variant's text on its tinted background (badges
 * such as the reliability levels) all meet AA. Links follow the primary colour's readable text. Mantine merges these
 * over its own variables.
 */
function readableColors(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-error': readableOn(theme.colors.red![6]!, SURFACES.light.subtle),
    '--mantine-color-placeholder': readableOn(theme.colors.gray![5]!, SURFACES.light.page),
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-error': readableOn(theme.colors.red![6]!, SURFACES.dark.subtle),
    '--mantine-color-placeholder': readableOn(theme.colors.dark![3]!, SURFACES.dark.subtle),
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const lightFilled = readableOn(shades[filledShade(theme, 'light')]!, theme.white);
    const darkFilled = readableOn(shades[filledShade(theme, 'dark')]!, theme.white);
    Object.assign(light, {
      [`--mantine-color-${name}-filled`]: lightFilled,
      [`--mantine-color-${name}-filled-hover`]: mix(lightFilled, 0, HOVER_DARKENING),
      [`--mantine-color-${name}-text`]: readableOn(shades[7]!, SURFACES.light.subtle),
      [`--mantine-color-${name}-light-color`]: readableOn(shades[9]!, shades[2]!),
    });
    Object.assign(dark, {
      [`--mantine-color-${name}-filled`]: darkFilled,
      [`--mantine-color-${name}-filled-hover`]: mix(darkFilled, 0, HOVER_DARKENING),
      [`--mantine-color-${name}-text`]: readableOn(shades[4]!, SURFACES.dark.subtle),
    });
  }
  return { variables: {}, light, dark };
}

const resolved = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

/** Mantine asks on every render of its provider; a theme's colours are worked out once (a few hundred contrasts). */
export const readableColorsResolver: CSSVariablesResolver = (theme) => {
  let colors = resolved.get(theme);
  if (!colors) resolved.set(theme, (colors = readableColors(theme)));
  return colors;
};
