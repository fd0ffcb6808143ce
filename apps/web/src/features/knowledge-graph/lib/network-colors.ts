// The Industry Network's colours, taken from the Mantine theme so that the WebGL canvas matches the page in light and
// dark mode. Sigma draws with these strings; the legend under the canvas shows the same ones.

/** What the palette needs of a Mantine theme (its colour tuples and primary colour). */
export type PaletteTheme = { colors: Record<string, readonly string[]>; primaryColor: string };

export type NetworkPalette = {
  dark: boolean;
  /** A monitored entity (the folder watches it). */
  monitored: string;
  /** An entity the folder's signals only name (a counterparty). */
  named: string;
  industry: string;
  membershipEdge: string;
  /** A co-occurrence edge whose signals have no category. */
  uncategorisedEdge: string;
  /** Nodes and edges outside the hovered or focused neighbourhood. */
  dimmedNode: string;
  dimmedEdge: string;
  label: string;
  /** The box behind a hovered node's label. */
  labelBackground: string;
  /** The ring of the focused node. */
  focus: string;
  /** One colour per category, by the category's place in the folder-independent list. */
  categories: readonly string[];
};

// Distinct hues in the order the charts use them (components/chart), so a category's colour reads the same across
// the console where both are on screen.
const CATEGORY_HUES = ['blue', 'teal', 'orange', 'grape', 'red', 'yellow', 'cyan', 'lime', 'pink', 'indigo', 'violet'];

const shadeOf = (theme: PaletteTheme, hue: string, shade: number) => theme.colors[hue]?.[shade] ?? '#868e96';

/** Shade 6 is legible on white; on Mantine's dark background shade 4 keeps the same contrast. */
export function networkPaletteOf(theme: PaletteTheme, dark: boolean): NetworkPalette {
  const tone = dark ? 4 : 6;
  return {
    dark,
    monitored: shadeOf(theme, theme.primaryColor, dark ? 5 : 7),
    named: shadeOf(theme, 'gray', dark ? 5 : 5),
    industry: dark ? shadeOf(theme, 'gray', 2) : shadeOf(theme, 'dark', 6),
    membershipEdge: dark ? shadeOf(theme, 'dark', 3) : shadeOf(theme, 'gray', 4),
    uncategorisedEdge: shadeOf(theme, 'gray', dark ? 6 : 5),
    dimmedNode: dark ? shadeOf(theme, 'dark', 4) : shadeOf(theme, 'gray', 3),
    dimmedEdge: dark ? shadeOf(theme, 'dark', 5) : shadeOf(theme, 'gray', 2),
    label: dark ? shadeOf(theme, 'dark', 0) : shadeOf(theme, 'dark', 7),
    labelBackground: dark ? shadeOf(theme, 'dark', 7) : '#ffffff',
    focus: shadeOf(theme, 'orange', tone),
    categories: CATEGORY_HUES.map((hue) => shadeOf(theme, hue, tone)),
  };
}

/**
 * Each category's colour by its place in the sorted list of every category (not the ones on screen), so that a
 * category keeps its colour when filters or folders change. Past the palette's length colours repeat.
 */
export function categoryColorsOf(categoryNames: readonly string[], palette: NetworkPalette): Map<string, string> {
  const sorted = [...new Set(categoryNames)].sort();
  return new Map(sorted.map((name, index) => [name, palette.categories[index % palette.categories.length]!]));
}

/** An edge category's colour; a category missing from the list (renamed since the list loaded) gets a stable one. */
export function categoryColor(category: string | null, colors: ReadonlyMap<string, string>, palette: NetworkPalette) {
  if (category === null) return palette.uncategorisedEdge;
  const known = colors.get(category);
  if (known) return known;
  let hash = 0;
  for (let index = 0; index < category.length; index++) hash = (hash * 31 + category.charCodeAt(index)) >>> 0;
  return palette.categories[hash % palette.categories.length]!;
}
