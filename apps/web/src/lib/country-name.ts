const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from the browser's own data (no list shipped), e.g. DE → Germany. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
