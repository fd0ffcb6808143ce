import { COUNTRY_CODES } from '@argus/contract';
import { countryName } from '../../../lib/country-name';

let options: { value: string; label: string }[] | undefined;

/** The ISO 3166-1 alpha-2 countries as select options, "Germany (DE)", by name. */
export function countryOptions() {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort(
    (left, right) => left.label.localeCompare(right.label, 'en'),
  );
  return options;
}
