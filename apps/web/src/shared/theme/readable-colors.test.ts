import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DIMMED, readableColorsResolver, readableOn, SURFACES, TEXT_CONTRAST } from './readable-colors';
import { createArgusTheme, type ThemeVariant } from './theme';

const AA = 4.5;

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
  });

  it('darkens on light backgrounds and lightens on dark ones until the pair reads', () => {
    const onWhite = readableOn('#0091a2', '#ffffff');
    expect(contrastRatio('#0091a2', '#ffffff')).toBeLessThan(AA);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const onDark = readableOn('#7950f2', SURFACES.dark.subtle);
    expect(contrastRatio(onDark, SURFACES.dark.subtle)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});

describe.each<ThemeVariant>(['default', 'admin', 'partner'])('the %s theme', (variant) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, createArgusTheme(variant));
  const { light, dark } = readableColorsResolver(theme);

  it('reads the dimmed text on every surface of both schemes', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED.light);
    for (const surface of Object.values(SURFACES.light))
      expect(contrastRatio(DIMMED.light, surface)).toBeGreaterThan(AA);
    for (const surface of Object.values(SURFACES.dark)) expect(contrastRatio(DIMMED.dark, surface)).toBeGreaterThan(AA);
  });

  it.each(Object.keys(DEFAULT_THEME.colors).concat('ocean'))('meets AA with %s in both schemes', (name) => {
    const shades = theme.colors[name]!;
    expect(contrastRatio(light[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThan(AA);
    expect(contrastRatio(light[`--mantine-color-${name}-filled-hover`]!, '#ffffff')).toBeGreaterThan(AA);
    expect(contrastRatio(light[`--mantine-color-${name}-text`]!, SURFACES.light.subtle)).toBeGreaterThan(AA);
    // The light variant (badges): its text on its tint and on the hovered tint.
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]!)).toBeGreaterThan(AA);
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[2]!)).toBeGreaterThan(AA);
    expect(contrastRatio(dark[`--mantine-color-${name}-filled`]!, '#ffffff')).toBeGreaterThan(AA);
    expect(contrastRatio(dark[`--mantine-color-${name}-text`]!, SURFACES.dark.subtle)).toBeGreaterThan(AA);
  });

  it('reads errors and placeholders', () => {
    expect(contrastRatio(light['--mantine-color-error']!, SURFACES.light.subtle)).toBeGreaterThan(AA);
    expect(contrastRatio(light['--mantine-color-placeholder']!, SURFACES.light.page)).toBeGreaterThan(AA);
    expect(contrastRatio(dark['--mantine-color-error']!, SURFACES.dark.subtle)).toBeGreaterThan(AA);
    expect(contrastRatio(dark['--mantine-color-placeholder']!, SURFACES.dark.subtle)).toBeGreaterThan(AA);
  });

  it('draws links in the primary colour as text', () => {
    expect(light['--mantine-color-anchor']).toBe(`var(--mantine-color-${theme.primaryColor}-text)`);
    expect(dark['--mantine-color-anchor']).toBe(`var(--mantine-color-${theme.primaryColor}-text)`);
  });
});
