import { COUNTRY_CODES } from '@argus/contract';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from the browser's own data (no list shipped), e.g. DE → Germany. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

let options: { value: string; label: string }[] | undefined;

/** The ISO 3166-1 alpha-2 countries as select options, "Germany (DE)", by name. */
export function countryOptions() {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort(
    (left, right) => left.label.localeCompare(right.label, 'en'),
  );
  return options;
}
