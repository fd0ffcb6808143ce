// Made on first use, not when the first screens' scripts load.
let regionNames: Intl.DisplayNames | undefined;

/** A country's English name from the browser's own data (no list shipped), e.g. DE → Germany. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
