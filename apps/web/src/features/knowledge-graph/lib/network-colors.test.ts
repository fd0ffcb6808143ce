import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { categoryColor, categoryColorsOf, networkPaletteOf } from './network-colors';

const theme = { colors: DEFAULT_THEME.colors, primaryColor: 'blue' };

describe('the network palette', () => {
  it('takes its colours from the theme, lighter shades on the dark background', () => {
    const light = networkPaletteOf(theme, false);
    const dark = networkPaletteOf(theme, true);
    expect(light.monitored).toBe(DEFAULT_THEME.colors.blue[7]);
    expect(dark.monitored).toBe(DEFAULT_THEME.colors.blue[5]);
    expect(light.categories[0]).toBe(DEFAULT_THEME.colors.blue[6]);
    expect(dark.categories[0]).toBe(DEFAULT_THEME.colors.blue[4]);
    expect(light.labelBackground).toBe('#ffffff');
    expect(dark.labelBackground).toBe(DEFAULT_THEME.colors.dark[7]);
  });

  it('gives each category the colour of its place in the sorted list, whatever the order given', () => {
    const palette = networkPaletteOf(theme, false);
    const colors = categoryColorsOf(['Legal', 'Finance', 'Operations'], palette);
    expect(colors.get('Finance')).toBe(palette.categories[0]);
    expect(colors.get('Legal')).toBe(palette.categories[1]);
    expect(categoryColorsOf(['Operations', 'Legal', 'Finance'], palette)).toEqual(colors);
  });

  it('colours a link without category grey and an unlisted category stably', () => {
    const palette = networkPaletteOf(theme, false);
    const colors = categoryColorsOf(['Finance'], palette);
    expect(categoryColor(null, colors, palette)).toBe(palette.uncategorisedEdge);
    expect(categoryColor('Finance', colors, palette)).toBe(palette.categories[0]);
    const unlisted = categoryColor('Brand new', colors, palette);
    expect(palette.categories).toContain(unlisted);
    expect(categoryColor('Brand new', colors, palette)).toBe(unlisted);
  });
});
